#ifndef CJPEG_H
#define CJPEG_H
#endif
