HStack(alignment: .firstTextBaseline) {
    Text("Hello").font(.title).bold()
    Spacer()
    Image(systemName: "star.fill").imageScale(.large)
    Text(verbatim: "x").font(.system(size: 9)).opacity(0.5)
}
.background(Color.yellow.opacity(0.3))
.border(.black, width: 1)
