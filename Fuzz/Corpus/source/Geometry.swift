struct Meter: View {
    var fraction: Double = 0.4
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 4).stroke(lineWidth: 1)
                Rectangle().frame(width: proxy.size.width * fraction)
            }
        }
        .frame(minWidth: 10, maxWidth: .infinity, minHeight: 8, idealHeight: 12, maxHeight: 16)
        .fixedSize(horizontal: false, vertical: true)
        .aspectRatio(3, contentMode: .fit)
        .clipped()
    }
}
