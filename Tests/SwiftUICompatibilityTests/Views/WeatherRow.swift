import SwiftUI

struct Forecast: Identifiable {
    let id = UUID()
    let day: String
    let symbol: String
    let low: Int
    let high: Int
}

struct WeatherRow: View {
    let forecast: Forecast
    let range: ClosedRange<Int>

    var body: some View {
        HStack(spacing: 12) {
            Text(forecast.day)
                .frame(width: 48, alignment: .leading)
            Image(systemName: forecast.symbol)
                .symbolRenderingMode(.multicolor)
                .frame(width: 28)
            Text("\(forecast.low)°")
                .foregroundStyle(.secondary)
                .frame(width: 36, alignment: .trailing)
            Gauge(value: Double(forecast.high - range.lowerBound), in: 0...Double(range.upperBound - range.lowerBound)) {
                EmptyView()
            }
            Text("\(forecast.high)°")
                .frame(width: 36, alignment: .leading)
        }
        .font(.body.monospacedDigit())
    }
}

struct WeekForecast: View {
    let days = [
        Forecast(day: "Mon", symbol: "sun.max.fill", low: 12, high: 24),
        Forecast(day: "Tue", symbol: "cloud.sun.fill", low: 14, high: 22),
        Forecast(day: "Wed", symbol: "cloud.rain.fill", low: 11, high: 17),
    ]

    var body: some View {
        VStack(spacing: 10) {
            ForEach(days) { day in
                WeatherRow(forecast: day, range: 10...25)
                Divider()
            }
        }
        .padding()
    }
}

#Preview {
    WeekForecast()
}
