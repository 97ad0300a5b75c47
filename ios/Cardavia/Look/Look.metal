// Cardavia's look, per pixel. `cardaviaLook` is CardaviaKit's `ColorMatrix.apply`: the core's
// 4×5 matrix (row-major, offsets in 0–1 units) on the straight colour, clamped, premultiplied
// again. `cardaviaGrain` is a still, per-point grey noise for the grain overlay.

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

[[ stitchable ]] half4 cardaviaLook(float2 position, half4 color, device const float *m, int count) {
    if (count < 20 || color.a <= 0.0h) {
        return color;
    }
    float a = float(color.a);
    float4 c = float4(float3(color.rgb) / a, a);
    float4 out;
    for (int row = 0; row < 4; row++) {
        int i = row * 5;
        out[row] = clamp(m[i] * c.r + m[i + 1] * c.g + m[i + 2] * c.b + m[i + 3] * c.a + m[i + 4], 0.0, 1.0);
    }
    return half4(half3(out.rgb * out.a), half(out.a));
}

[[ stitchable ]] half4 cardaviaGrain(float2 position, half4 color) {
    float n = fract(sin(dot(floor(position), float2(12.9898, 78.233))) * 43758.5453);
    return half4(half3(half(n)), 1.0h) * color.a;
}
