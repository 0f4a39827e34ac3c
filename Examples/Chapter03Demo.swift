// The Chinese tutorial's demo of chapter 3 (../shared/seeds/004…, "3.8"): Spacer, frame
// alignment, padding against offset, Spacer(minLength:) and wrapping text, with its Chinese
// labels and comments as the tutorial wrote them. `plumb render` draws its Chinese in Noto
// Sans CJK: docs/chinese-demo.png.
import SwiftUI

struct Chapter03Demo: View {
    var body: some View {
        VStack(spacing: 0) {

            // ① Spacer 把两端顶开
            HStack(spacing: 0) {
                Color.red.frame(width: 60, height: 40)
                Spacer()
                Color.blue.frame(width: 60, height: 40)
            }
            .background(Color.gray.opacity(0.15))

            // ② maxWidth: .infinity 让文本撑满，alignment 决定内容靠哪边
            Text("靠左（frame 的 alignment 起作用）")
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.yellow.opacity(0.3))

            Text("居中（默认）")
                .frame(maxWidth: .infinity)
                .background(Color.green.opacity(0.2))

            // ③ padding 真的占位，offset 只是平移
            //    内容总宽 = 70(橙含padding) + 30(紫) + 30(粉) = 130pt
            //    frame 给 320pt 且 alignment 为 .leading，所以内容从左边开始排：
            //    橙 20–50、紫 90–120、粉 100–130（紫被 offset 推到 90，与粉重叠 20pt）
            //    ⚠️ 把 320 改小到 100 也不会"压缩"它们，只会让内容溢出并被裁掉
            HStack(spacing: 0) {
                Color.orange.frame(width: 30, height: 30)
                    .padding(20)                     // 布局上占 70pt
                Color.purple.frame(width: 30, height: 30)
                    .offset(x: 20)                   // 布局上仍是 30pt，只是视觉右移
                Color.pink.frame(width: 30, height: 30)
            }
            .frame(width: 320, alignment: .leading)
            .background(Color.gray.opacity(0.15))

            // ④ 空间不足 + Spacer(minLength:) 的压缩行为
            HStack(spacing: 0) {
                Color.brown.frame(width: 160, height: 24)
                Spacer(minLength: 40)
                Color.cyan.frame(width: 20, height: 24)
            }
            .frame(width: 240)                        // 内容只要 180pt，够放
            .border(Color.black)

            // ⑤ 文字换行的标准写法
            Text("这是一段很长的说明文字，用来演示 fixedSize(horizontal: false, vertical: true) 如何让它正常换行，而不是被压成一行然后省略号截断。")
                .fixedSize(horizontal: false, vertical: true)
                .padding()
                .background(Color.blue.opacity(0.1))
        }
    }
}

#Preview {
    Chapter03Demo()
}
