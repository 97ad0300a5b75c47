package org.cardavia.ui

import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.composed
import androidx.compose.ui.draw.drawWithContent
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Canvas
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ColorFilter
import androidx.compose.ui.graphics.ColorMatrix
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.ImageShader
import androidx.compose.ui.graphics.Paint
import androidx.compose.ui.graphics.PointMode
import androidx.compose.ui.graphics.ShaderBrush
import androidx.compose.ui.graphics.TileMode
import androidx.compose.ui.graphics.drawscope.drawIntoCanvas
import org.cardavia.core.Look
import kotlin.random.Random

/**
 * The core's colour matrix as Compose's: the same 4×5 row-major layout, but Compose takes the
 * offsets (column 5) in 0–255 units where the core gives them in 0–1.
 */
fun Look.composeMatrix(): ColorMatrix? {
    if (matrix.size != 20) return null
    val values = FloatArray(20) { i -> if (i % 5 == 4) matrix[i] * 255f else matrix[i] }
    return ColorMatrix(values)
}

/** Whether the matrix changes nothing (the default look): then no layer is needed. */
fun Look.isIdentity(): Boolean =
    matrix.size == 20 && matrix.withIndex().all { (i, v) -> v == if (i % 6 == 0 && i < 20) 1f else 0f }

/** A small tile of seeded noise, light and dark specks on transparent, repeated over the table. */
private fun grainTile(size: Int = 96, seed: Int = 7): ImageBitmap {
    val bitmap = ImageBitmap(size, size)
    val canvas = Canvas(bitmap)
    val random = Random(seed)
    val light = ArrayList<Offset>()
    val dark = ArrayList<Offset>()
    for (y in 0 until size) for (x in 0 until size) {
        when (random.nextInt(6)) {
            0 -> light += Offset(x + 0.5f, y + 0.5f)
            1 -> dark += Offset(x + 0.5f, y + 0.5f)
        }
    }
    canvas.drawPoints(PointMode.Points, light, Paint().apply { color = Color.White; strokeWidth = 1f })
    canvas.drawPoints(PointMode.Points, dark, Paint().apply { color = Color.Black; strokeWidth = 1f })
    return bitmap
}

/**
 * Cardavia's look over everything drawn inside: the core's colour matrix applied to the whole
 * subtree (one layer), then the grain overlay at the core's alpha. The shell computes neither.
 */
fun Modifier.look(look: Look): Modifier = composed {
    val tile = remember { grainTile() }
    val brush = remember(tile) { ShaderBrush(ImageShader(tile, TileMode.Repeated, TileMode.Repeated)) }
    val matrix = remember(look.matrix) { if (look.isIdentity()) null else look.composeMatrix() }
    drawWithContent {
        if (matrix == null) {
            drawContent()
        } else {
            drawIntoCanvas { canvas ->
                val paint = Paint().apply { colorFilter = ColorFilter.colorMatrix(matrix) }
                canvas.saveLayer(androidx.compose.ui.geometry.Rect(Offset.Zero, size), paint)
                drawContent()
                canvas.restore()
            }
        }
        val alpha = look.grainAlpha.coerceIn(0f, 1f)
        if (alpha > 0f) drawRect(brush, alpha = alpha)
    }
}
