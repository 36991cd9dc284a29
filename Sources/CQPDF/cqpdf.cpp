#include "cqpdf.h"

// Use std::shared_ptr throughout, as qpdf 11 recommends; its old PointerHolder stays unused.
#define POINTERHOLDER_TRANSITION 4

#include <qpdf/Buffer.hh>
#include <qpdf/BufferInputSource.hh>
#include <qpdf/Pipeline.hh>
#include <qpdf/Pl_Buffer.hh>
#include <qpdf/Pl_Flate.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFExc.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <qpdf/QPDFTokenizer.hh>
#include <qpdf/QPDFWriter.hh>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <new>
#include <set>
#include <string>
#include <vector>

namespace {

/* An error the shim raises itself, with the status it stands for. Its stage, page and value are
   in the operation's cqpdf_failure, set before it is thrown. */
struct ShimError {
    cqpdf_status status;
    std::string message;
};

void put(char *message, size_t size, std::string const &text) {
    if (message != nullptr && size > 0) std::snprintf(message, size, "%s", text.c_str());
}

/* The file's bytes, for reading an object's source text when qpdf could not read the object. */
struct Source {
    const unsigned char *data;
    size_t size;
};

/* Where the operation is, so that an exception from qpdf is typed by the stage it came from. */
void at(cqpdf_failure &failure, cqpdf_stage stage, int page = 0) {
    failure.stage = stage;
    failure.page = page;
    failure.value[0] = '\0';
}

/* Ends the operation at `stage` of `page`, with the offending value as the file writes it. */
[[noreturn]] void refuse(cqpdf_failure &failure, cqpdf_stage stage, int page, cqpdf_status status,
                         std::string const &message, std::string const &value = "") {
    at(failure, stage, page);
    std::snprintf(failure.value, sizeof failure.value, "%s", value.c_str());
    throw ShimError{status, message};
}

std::string page_name(int number) { return "page " + std::to_string(number); }

/* A number as PDF content writes it: fixed point, no trailing zeros. */
std::string number_text(double value) {
    char text[64];
    std::snprintf(text, sizeof text, "%.6f", value);
    std::string result(text);
    while (!result.empty() && result.back() == '0') result.pop_back();
    if (!result.empty() && result.back() == '.') result.pop_back();
    return result == "-0" ? "0" : result;
}

struct Box {
    double llx, lly, urx, ury;
};

Box box_of(QPDFObjectHandle handle) {
    QPDFObjectHandle::Rectangle r = handle.getArrayAsRectangle();
    return {std::min(r.llx, r.urx), std::min(r.lly, r.ury), std::max(r.llx, r.urx), std::max(r.lly, r.ury)};
}

/* What is displayed of a page: its visible box (CropBox within MediaBox), its rotation in
   degrees clockwise (0, 90, 180 or 270) and its /UserUnit. */
struct PageGeometry {
    Box media;
    Box visible;
    int rotate;
    double user_unit;
};

/* `text`, and what qpdf warned about while reading, which is often the cause: a number it
   cannot read (a /Rotate of 10^23) makes it drop the dictionary that held it, page boxes and
   all. The first warning about the file is given, not one about the consequences (qpdf's
   object warnings: a key asked of what is now null). The warnings are taken: this is for an
   error that ends the operation. */
std::string with_first_warning(QPDF *pdf, std::string const &text) {
    if (pdf == nullptr || !pdf->anyWarnings()) return text;
    std::vector<QPDFExc> warnings = pdf->getWarnings();
    auto cause = std::find_if(warnings.begin(), warnings.end(),
                              [](QPDFExc const &w) { return w.getErrorCode() != qpdf_e_object; });
    return text + " (qpdf, reading it: " + (cause != warnings.end() ? *cause : warnings.front()).what() + ")";
}

/* The token that follows `key` at the top level of the dictionary of object `object`, as the
   file writes it, read with qpdf's tokenizer from the object's offset; "" when the object is in
   an object stream or has no such key. For a dictionary qpdf could not read: it drops the whole
   dictionary (a /Rotate of 10^23 overflows its integers), so only the source still holds it. */
std::string source_value(QPDF &pdf, Source const &source, QPDFObjGen object, std::string const &key) {
    std::map<QPDFObjGen, QPDFXRefEntry> table = pdf.getXRefTable();
    auto entry = table.find(object);
    if (entry == table.end() || entry->second.getType() != 1) return "";
    Buffer buffer(const_cast<unsigned char *>(source.data), source.size);
    auto input = std::make_shared<BufferInputSource>("PDF", &buffer);
    input->seek(entry->second.getOffset(), SEEK_SET);
    QPDFTokenizer tokenizer;
    int depth = 0;
    bool next_is_value = false;
    // A page dictionary has a few dozen tokens; the bound stops a scan of a damaged file early.
    for (int count = 0; count < 4096; ++count) {
        QPDFTokenizer::Token token = tokenizer.readToken(input, "PDF", true, 256);
        QPDFTokenizer::token_type_e type = token.getType();
        if (type == QPDFTokenizer::tt_eof || (type == QPDFTokenizer::tt_word && token.getValue() == "endobj")) break;
        if (next_is_value) {
            // `12 0 R` is a reference, not the value: the caller then gives the value qpdf read.
            if (type != QPDFTokenizer::tt_integer) return token.getRawValue();
            QPDFTokenizer::Token generation = tokenizer.readToken(input, "PDF", true, 256);
            QPDFTokenizer::Token keyword = tokenizer.readToken(input, "PDF", true, 256);
            bool reference = generation.getType() == QPDFTokenizer::tt_integer &&
                             keyword.getType() == QPDFTokenizer::tt_word && keyword.getValue() == "R";
            return reference ? "" : token.getRawValue();
        }
        if (type == QPDFTokenizer::tt_dict_open || type == QPDFTokenizer::tt_array_open) {
            depth += 1;
        } else if (type == QPDFTokenizer::tt_dict_close || type == QPDFTokenizer::tt_array_close) {
            depth -= 1;
            if (depth <= 0) break;
        } else if (depth == 1 && type == QPDFTokenizer::tt_name && token.getValue() == key) {
            next_is_value = true;
        }
    }
    return "";
}

/* Whether `text` is a PDF integer that is a multiple of 90 (as a page's /Rotate must be). */
bool is_quarter_turns(std::string const &text) {
    if (text.empty() || text.size() > 9) return false;
    size_t start = text[0] == '-' || text[0] == '+' ? 1 : 0;
    if (start == text.size()) return false;
    for (size_t i = start; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') return false;
    }
    return std::stol(text) % 90 == 0;
}

PageGeometry geometry_of(QPDFPageObjectHelper &page, int number, Source const &source, cqpdf_failure &failure) {
    QPDFObjectHandle dict = page.getObjectHandle();
    QPDF *pdf = dict.getOwningQPDF();
    if (!dict.isDictionary() && pdf != nullptr) {
        // The cause is what qpdf could not read; when that is the /Rotate, name it first.
        std::string rotate = source_value(*pdf, source, dict.getObjGen(), "/Rotate");
        if (!rotate.empty() && !is_quarter_turns(rotate)) {
            refuse(failure, CQPDF_STAGE_ROTATE, number, CQPDF_MALFORMED,
                   with_first_warning(pdf, page_name(number) + " has /Rotate " + rotate + ", not a multiple of 90"),
                   rotate);
        }
        refuse(failure, CQPDF_STAGE_PAGE, number, CQPDF_MALFORMED,
               with_first_warning(pdf, page_name(number) + "'s dictionary cannot be read"));
    }
    at(failure, CQPDF_STAGE_MEDIA_BOX, number);
    QPDFObjectHandle media = page.getMediaBox(false);
    if (!media.isRectangle()) {
        refuse(failure, CQPDF_STAGE_MEDIA_BOX, number, CQPDF_MALFORMED,
               with_first_warning(pdf, page_name(number) + " has no valid /MediaBox"));
    }
    PageGeometry geometry{box_of(media), box_of(media), 0, 1.0};
    // qpdf failing to read a box or the rotation is a page it cannot read; the CropBox and
    // Rotate stages are for the refusals below, which name the value.
    at(failure, CQPDF_STAGE_PAGE, number);
    QPDFObjectHandle crop = page.getAttribute("/CropBox", false);
    if (crop.isRectangle()) {
        Box c = box_of(crop);
        Box &v = geometry.visible;
        v = {std::max(v.llx, c.llx), std::max(v.lly, c.lly), std::min(v.urx, c.urx), std::min(v.ury, c.ury)};
        if (v.llx >= v.urx || v.lly >= v.ury) {
            refuse(failure, CQPDF_STAGE_CROP_BOX, number, CQPDF_MALFORMED,
                   page_name(number) + "'s /CropBox lies outside its /MediaBox");
        }
    }
    QPDFObjectHandle rotate = page.getAttribute("/Rotate", false);
    if (!rotate.isNull()) {
        double degrees = rotate.isNumber() ? rotate.getNumericValue() : 1.0;
        if (std::fmod(degrees, 90.0) != 0.0 || std::fabs(degrees) > 1e6) {
            // As the file writes it where it can be found (qpdf reads 1e30 as a string), else as qpdf does.
            std::string value = pdf != nullptr ? source_value(*pdf, source, dict.getObjGen(), "/Rotate") : "";
            if (value.empty()) value = rotate.isNumber() ? number_text(degrees) : rotate.unparse();
            refuse(failure, CQPDF_STAGE_ROTATE, number, CQPDF_MALFORMED,
                   page_name(number) + " has /Rotate " + value + ", not a multiple of 90", value);
        }
        geometry.rotate = ((static_cast<int>(degrees) % 360) + 360) % 360;
    }
    QPDFObjectHandle unit = page.getObjectHandle().getKey("/UserUnit");
    if (unit.isNumber() && unit.getNumericValue() > 0) geometry.user_unit = unit.getNumericValue();
    return geometry;
}

void refuse_encrypted(QPDF &pdf) {
    int revision = 0, permissions = 0;
    if (pdf.isEncrypted(revision, permissions)) {
        throw ShimError{CQPDF_ENCRYPTED, "standard security handler revision " + std::to_string(revision)};
    }
}

/* Passes decoded content on, counting it against the budget for one stream and for the page:
   a stream that decompresses without end is refused as soon as it passes either, rather than
   held in memory or compressed again whole. Its error is no std::exception, so qpdf's own
   handlers of decoding errors let it through. */
class BudgetPipeline : public Pipeline {
  public:
    BudgetPipeline(Pipeline *next, size_t limit, size_t &page_total, int number)
        : Pipeline("decompression budget", next), limit_(limit), page_total_(page_total), number_(number) {}

    void write(unsigned char const *data, size_t length) override {
        stream_total_ += length;
        page_total_ += length;
        if (stream_total_ > limit_) {
            throw ShimError{CQPDF_OVER_BUDGET, "a content stream of " + page_name(number_) +
                                                   " decompresses to more than " + std::to_string(limit_) + " bytes"};
        }
        if (page_total_ > limit_) {
            throw ShimError{CQPDF_OVER_BUDGET, "the content streams of " + page_name(number_) +
                                                   " decompress to more than " + std::to_string(limit_) +
                                                   " bytes together"};
        }
        getNext()->write(data, length);
    }

    void finish() override {}

  private:
    size_t limit_;
    size_t stream_total_ = 0;
    size_t &page_total_;
    int number_;
};

/* The page's content as one stream, ready to become a form XObject, or a null handle when the
   page draws nothing. A single stream is used as it is, its data untouched, unless an earlier
   page already claimed it (then a copy of its still-encoded data). Several streams are decoded,
   joined and compressed again, as a form has one stream; each of them, and all of them
   together, may decompress to at most `max_decompressed` bytes. */
QPDFObjectHandle content_stream(QPDF &pdf, QPDFObjectHandle page, int number, std::set<QPDFObjGen> &claimed,
                                size_t max_decompressed, cqpdf_failure &failure) {
    at(failure, CQPDF_STAGE_CONTENTS, number);
    QPDFObjectHandle contents = page.getKey("/Contents");
    std::vector<QPDFObjectHandle> streams;
    if (contents.isStream()) {
        streams.push_back(contents);
    } else if (contents.isArray()) {
        for (auto &item : contents.aitems()) {
            if (item.isStream()) streams.push_back(item);
        }
    } else if (!contents.isNull()) {
        refuse(failure, CQPDF_STAGE_CONTENTS, number, CQPDF_MALFORMED,
               page_name(number) + "'s /Contents is neither a stream nor an array of streams", contents.unparse());
    }
    if (streams.empty()) return QPDFObjectHandle::newNull();
    if (streams.size() == 1) {
        QPDFObjectHandle stream = streams.front();
        if (claimed.insert(stream.getObjGen()).second) return stream;
        QPDFObjectHandle copy = QPDFObjectHandle::newStream(&pdf);
        copy.replaceStreamData(stream.getRawStreamData(), stream.getDict().getKey("/Filter"),
                               stream.getDict().getKey("/DecodeParms"));
        return copy;
    }
    Pl_Buffer sink("joined content");
    Pl_Flate deflate("deflate content", &sink, Pl_Flate::a_deflate);
    size_t page_total = 0;
    for (auto &stream : streams) {
        BudgetPipeline budget(&deflate, max_decompressed, page_total, number);
        bool filtered = false;
        if (!stream.pipeStreamData(&budget, &filtered, 0, qpdf_dl_specialized) || !filtered) {
            refuse(failure, CQPDF_STAGE_CONTENTS, number, CQPDF_MALFORMED,
                   with_first_warning(&pdf, "a content stream of " + page_name(number) + " cannot be decoded"));
        }
        budget.write(reinterpret_cast<unsigned char const *>("\n"), 1);
    }
    deflate.finish();
    QPDFObjectHandle joined = QPDFObjectHandle::newStream(&pdf);
    joined.replaceStreamData(sink.getBufferSharedPointer(), QPDFObjectHandle::newName("/FlateDecode"),
                             QPDFObjectHandle::newNull());
    return joined;
}

/* Makes `page` draw its old content, as a form XObject, through the mirroring matrix. */
void mirror_page(QPDF &pdf, QPDFPageObjectHelper &page, int number, std::set<QPDFObjGen> &claimed,
                 size_t max_decompressed, Source const &source, cqpdf_report &report, cqpdf_failure &failure) {
    at(failure, CQPDF_STAGE_PAGE, number);
    QPDFObjectHandle dict = page.getObjectHandle();
    std::vector<QPDFAnnotationObjectHelper> annotations = page.getAnnotations();
    if (!annotations.empty()) {
        report.annotation_count += static_cast<int>(annotations.size());
        report.link_count += static_cast<int>(page.getAnnotations("/Link").size());
        if (report.first_annotated_page == 0) report.first_annotated_page = number;
    }
    if (dict.hasKey("/Thumb")) {
        dict.removeKey("/Thumb");
        report.dropped_thumbnails += 1;
    }
    PageGeometry geometry = geometry_of(page, number, source, failure);
    QPDFObjectHandle form = content_stream(pdf, dict, number, claimed, max_decompressed, failure);
    if (form.isNull()) {
        report.blank_pages += 1;
        return;
    }
    at(failure, CQPDF_STAGE_PAGE, number);
    QPDFObjectHandle resources = page.getAttribute("/Resources", false);
    QPDFObjectHandle form_dict = form.getDict();
    form_dict.replaceKey("/Type", QPDFObjectHandle::newName("/XObject"));
    form_dict.replaceKey("/Subtype", QPDFObjectHandle::newName("/Form"));
    Box const &m = geometry.media;
    form_dict.replaceKey("/BBox", QPDFObjectHandle::newArray(QPDFObjectHandle::Rectangle(m.llx, m.lly, m.urx, m.ury)));
    form_dict.replaceKey("/Resources", resources.isDictionary() ? resources : QPDFObjectHandle::newDictionary());

    QPDFObjectHandle xobjects = QPDFObjectHandle::newDictionary();
    xobjects.replaceKey("/AM", form);
    QPDFObjectHandle page_resources = QPDFObjectHandle::newDictionary();
    page_resources.replaceKey("/XObject", xobjects);
    dict.replaceKey("/Resources", page_resources);

    // The axis that is horizontal as displayed: x for 0 and 180 degrees, y for 90 and 270.
    Box const &v = geometry.visible;
    std::string matrix = geometry.rotate % 180 == 0 ? "-1 0 0 1 " + number_text(v.llx + v.urx) + " 0"
                                                    : "1 0 0 -1 0 " + number_text(v.lly + v.ury);
    dict.replaceKey("/Contents", QPDFObjectHandle::newStream(&pdf, "q " + matrix + " cm /AM Do Q\n"));
}

/* Moves qpdf's warnings into the report: how many, and the first one's words. */
long take_warnings(QPDF &pdf, char *message, size_t message_size) {
    std::vector<QPDFExc> warnings = pdf.getWarnings();
    if (!warnings.empty()) put(message, message_size, warnings.front().what());
    return static_cast<long>(warnings.size());
}

/* Opens `data` with qpdf, warnings collected rather than printed. */
void open_pdf(QPDF &pdf, const unsigned char *data, size_t size) {
    pdf.setSuppressWarnings(true);
    pdf.processMemoryFile("PDF", reinterpret_cast<char const *>(data), size);
}

/* The status and message for an exception thrown by qpdf or by this shim. */
cqpdf_status fail(char *message, size_t message_size) {
    try {
        throw;
    } catch (ShimError const &error) {
        put(message, message_size, error.message);
        return error.status;
    } catch (QPDFExc const &error) {
        if (error.getErrorCode() == qpdf_e_password) {
            put(message, message_size, "a password is needed to open it");
            return CQPDF_ENCRYPTED;
        }
        put(message, message_size, error.what());
        return CQPDF_MALFORMED;
    } catch (std::bad_alloc const &) {
        put(message, message_size, "out of memory");
        return CQPDF_INTERNAL;
    } catch (std::exception const &error) {
        // qpdf reports most problems with a file's structure as std::runtime_error.
        put(message, message_size, error.what());
        return CQPDF_MALFORMED;
    } catch (...) {
        put(message, message_size, "an unknown C++ exception");
        return CQPDF_INTERNAL;
    }
}

} // namespace

extern "C" cqpdf_status cqpdf_read_info(const unsigned char *data, size_t size, cqpdf_info *info,
                                        cqpdf_failure *failure, char *message, size_t message_size) {
    put(message, message_size, "");
    *info = cqpdf_info{};
    at(*failure, CQPDF_STAGE_OPEN);
    try {
        QPDF pdf;
        open_pdf(pdf, data, size);
        at(*failure, CQPDF_STAGE_PAGE_TREE);
        std::vector<QPDFPageObjectHelper> pages = QPDFPageDocumentHelper(pdf).getAllPages();
        if (pages.empty()) {
            refuse(*failure, CQPDF_STAGE_PAGE_TREE, 0, CQPDF_MALFORMED,
                   with_first_warning(&pdf, "the PDF has no pages"));
        }
        PageGeometry geometry = geometry_of(pages.front(), 1, Source{data, size}, *failure);
        double width = (geometry.visible.urx - geometry.visible.llx) * geometry.user_unit;
        double height = (geometry.visible.ury - geometry.visible.lly) * geometry.user_unit;
        bool sideways = geometry.rotate % 180 != 0;
        info->page_count = static_cast<int>(pages.size());
        info->width = sideways ? height : width;
        info->height = sideways ? width : height;
        info->warnings = take_warnings(pdf, message, message_size);
        return CQPDF_OK;
    } catch (...) {
        return fail(message, message_size);
    }
}

extern "C" cqpdf_status cqpdf_mirror(const unsigned char *data, size_t size, size_t max_decompressed,
                                     unsigned char **output, size_t *output_size, cqpdf_report *report,
                                     cqpdf_failure *failure, char *message, size_t message_size) {
    put(message, message_size, "");
    *output = nullptr;
    *output_size = 0;
    *report = cqpdf_report{};
    at(*failure, CQPDF_STAGE_OPEN);
    try {
        QPDF pdf;
        open_pdf(pdf, data, size);
        refuse_encrypted(pdf);
        at(*failure, CQPDF_STAGE_PAGE_TREE);
        std::vector<QPDFPageObjectHelper> pages = QPDFPageDocumentHelper(pdf).getAllPages();
        if (pages.empty()) {
            refuse(*failure, CQPDF_STAGE_PAGE_TREE, 0, CQPDF_MALFORMED,
                   with_first_warning(&pdf, "the PDF has no pages"));
        }
        std::set<QPDFObjGen> claimed;
        int number = 0;
        for (auto &page : pages) {
            mirror_page(pdf, page, ++number, claimed, max_decompressed, Source{data, size}, *report, *failure);
        }
        report->page_count = number;
        at(*failure, CQPDF_STAGE_WRITE);

        QPDFWriter writer(pdf);
        writer.setOutputMemory();
        // Same input, same bytes: the /ID is a hash of the output, and nothing else varies.
        writer.setDeterministicID(true);
        // Stream data is copied as it is: never decoded, never compressed again.
        writer.setDecodeLevel(qpdf_dl_none);
        writer.setCompressStreams(false);
        writer.setObjectStreamMode(qpdf_o_preserve);
        writer.write();
        std::shared_ptr<Buffer> buffer = writer.getBufferSharedPointer();
        report->warnings = take_warnings(pdf, message, message_size);

        size_t length = buffer->getSize();
        unsigned char *bytes = static_cast<unsigned char *>(std::malloc(length > 0 ? length : 1));
        if (bytes == nullptr) throw std::bad_alloc();
        std::memcpy(bytes, buffer->getBuffer(), length);
        *output = bytes;
        *output_size = length;
        return CQPDF_OK;
    } catch (...) {
        return fail(message, message_size);
    }
}

extern "C" void cqpdf_free(void *buffer) { std::free(buffer); }

extern "C" const char *cqpdf_version(void) {
    // QPDFVersion() returns a reference to a static string, built on first use; it throws
    // nothing but std::bad_alloc, and then there is no version to give.
    try {
        return QPDF::QPDFVersion().c_str();
    } catch (...) {
        return QPDF_VERSION;
    }
}

extern "C" const char *cqpdf_header_version(void) { return QPDF_VERSION; }
