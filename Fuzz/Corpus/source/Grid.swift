#if os(iOS)
struct Board: View {
    let columns = [GridItem(.adaptive(minimum: 20)), GridItem(.fixed(30))]
    var body: some View {
        Grid(alignment: .center, horizontalSpacing: 2, verticalSpacing: 2) {
            GridRow { Text("A"); Text("B").gridCellColumns(2) }
            Divider()
            GridRow { Color.red; Image("photo").resizable().scaledToFit() }
        }
        LazyVGrid(columns: columns) { ForEach(0..<6) { Text("\($0)") } }
            .layoutPriority(1)
    }
}
#else
struct Board: View { var body: some View { EmptyView() } }
#endif
