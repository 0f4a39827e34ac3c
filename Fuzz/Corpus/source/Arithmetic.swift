struct Numbers: View {
    static let base = 12
    let items = [1, 2, 3, 4]
    var body: some View {
        VStack(spacing: CGFloat(Numbers.base / 3)) {
            ForEach(0..<items.count, id: \.self) { i in
                Text("\(i * 7 % 5) \(items[i] + 1)").frame(width: Double(i) * 10 + 20)
            }
            Spacer(minLength: 4)
        }
        .padding(.horizontal, 8)
        .offset(x: -3, y: 2.5e1)
    }
}
