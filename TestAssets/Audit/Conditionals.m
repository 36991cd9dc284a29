#import <UIKit/UIKit.h>

// Objective-C: ternaries and if/else on the layout direction, and names anywhere.
@implementation Conditionals
- (UIImage *)back {
    return [UIImage systemImageNamed:self.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionRightToLeft ? @"chevron.right" : @"chevron.left"];
}

- (NSString *)next:(BOOL)isRTL {
    NSString *name = isRTL ? @"arrow.left" : @"arrow.right";
    return name;
}

- (UIImage *)close {
    UIImage *image;
    if ([UIApplication sharedApplication].userInterfaceLayoutDirection == UIUserInterfaceLayoutDirectionLeftToRight) {
        image = [UIImage systemImageNamed:@"chevron.left"];
    } else {
        image = [UIImage systemImageNamed:@"chevron.right"];
    }
    self.iconName = @"arrow.uturn.left";
    return image;
}
@end
