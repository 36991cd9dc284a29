import SwiftUI

// Image(systemName: "chevron.left") in a comment is not a use.
/* Block comments too: Image(systemName: "arrow.left")
   /* nested */ Image(systemName: "arrow.right") still in the comment */
struct BackButton: View {
    let isOpen: Bool
    var body: some View {
        VStack {
            Image(systemName: "chevron.left")
            Label("Reply", systemImage: "arrowshape.turn.up.left")
            Button("Next", systemImage: "arrow.right") {}
            Image(systemName: isOpen ? "sidebar.left" : "chevron.right")
            Image(systemName: "chevron.backward")
            Image(systemName: "car.top.radiowaves.rear.left")
            Image(systemName: "text.alignleft")
            Image(systemName: "righttriangle")
            Text("Image(systemName: \"chevron.left\")")
            Text(#"Image(systemName: "arrow.left")"#)
            Text("""
                Image(systemName: "arrow.left")
                """)
            Text("\(Image(systemName: "delete.left")) Delete")
            Text("chevron.left")
            Image(systemName: #"arrow.uturn.left"#)
        }
    }
}

struct Row {
    init(title: String, systemImage: String = "chevron.left") {}
}
