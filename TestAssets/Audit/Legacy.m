#import <UIKit/UIKit.h>

// [UIImage systemImageNamed:@"chevron.left"] in a comment is not a use.
@implementation Legacy
- (void)setUp {
    char quote = '"';
    UIImage *back = [UIImage systemImageNamed:@"chevron.left"];
    UIImage *next = [UIImage systemImageNamed:@"arrow.right" withConfiguration:nil];
    NSImage *mac = [NSImage imageWithSystemSymbolName:self.rtl ? @"arrow.left" : @"hand.point.left" accessibilityDescription:@"arrow.right"];
    NSString *text = @"systemImageNamed:@\"arrow.left\"";
}
@end
