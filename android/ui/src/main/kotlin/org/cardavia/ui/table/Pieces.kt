package org.cardavia.ui.table

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.TextAutoSize
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.TextUnit
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.ui.Palette

/** Pip positions (in thirds of the face) for 1–6. */
private val pips: Map<Int, List<Pair<Int, Int>>> = mapOf(
    1 to listOf(1 to 1),
    2 to listOf(0 to 0, 2 to 2),
    3 to listOf(0 to 0, 1 to 1, 2 to 2),
    4 to listOf(0 to 0, 2 to 0, 0 to 2, 2 to 2),
    5 to listOf(0 to 0, 2 to 0, 1 to 1, 0 to 2, 2 to 2),
    6 to listOf(0 to 0, 2 to 0, 0 to 1, 2 to 1, 0 to 2, 2 to 2),
)

/** A die showing [value]: pips for 1–6, the number otherwise. */
@Composable
fun DieFace(value: Int, size: Dp = 44.dp, modifier: Modifier = Modifier) {
    Box(modifier.size(size), contentAlignment = Alignment.Center) {
        Canvas(Modifier.size(size)) {
            drawRoundRect(Color(0x55000000), topLeft = Offset(2f, 3f), cornerRadius = CornerRadius(this.size.minDimension * 0.2f))
            drawRoundRect(Palette.Ivory, cornerRadius = CornerRadius(this.size.minDimension * 0.2f))
            drawRoundRect(Palette.IvoryShade, cornerRadius = CornerRadius(this.size.minDimension * 0.2f), style = Stroke(2f))
            val spots = pips[value] ?: return@Canvas
            val r = this.size.width * 0.09f
            for ((cx, cy) in spots) {
                drawCircle(Palette.Ink, r, Offset(this.size.width * (0.25f + cx * 0.25f), this.size.height * (0.25f + cy * 0.25f)))
            }
        }
        if (value !in 1..6) PieceLabel("$value", Palette.Ink, (size.value * 0.45f).sp, Modifier.padding(4.dp))
    }
}

/**
 * A piece's size grown with the phone's font size setting, up to [most] times: large text gets
 * larger cards, tiles and stones to write on, within what a row of them still fits.
 */
@Composable
fun grown(size: Dp, most: Float = 1.5f): Dp = size * LocalDensity.current.fontScale.coerceIn(1f, most)

/**
 * A piece's one-line label (a card's value, a tile's number, a stone's die, a suit's name): as
 * large as [largest] and the font size setting make it, and shrunk to fit its piece where that is
 * too large, never cut or wrapped.
 */
@Composable
fun PieceLabel(
    text: AnnotatedString,
    color: Color,
    largest: TextUnit,
    modifier: Modifier = Modifier,
    weight: FontWeight = FontWeight.Bold,
    decoration: TextDecoration? = null,
    align: TextAlign = TextAlign.Center,
) {
    Text(
        text,
        modifier,
        color = color,
        autoSize = TextAutoSize.StepBased(minFontSize = 5.sp, maxFontSize = largest, stepSize = 0.5.sp),
        fontWeight = weight,
        textDecoration = decoration,
        textAlign = align,
        maxLines = 1,
        softWrap = false,
        // The font's own line height: a label on a piece has no lines to space out.
        style = LocalTextStyle.current.copy(lineHeight = TextUnit.Unspecified),
    )
}

/** [PieceLabel] of plain text. */
@Composable
fun PieceLabel(
    text: String,
    color: Color,
    largest: TextUnit,
    modifier: Modifier = Modifier,
    weight: FontWeight = FontWeight.Bold,
    decoration: TextDecoration? = null,
    align: TextAlign = TextAlign.Center,
) = PieceLabel(AnnotatedString(text), color, largest, modifier, weight, decoration, align)

/** A heart, full or spent. */
fun DrawScope.heart(color: Color, full: Boolean) {
    val w = size.width
    val h = size.height
    val path = Path().apply {
        moveTo(w / 2, h * 0.92f)
        cubicTo(w * -0.1f, h * 0.5f, w * 0.1f, h * 0.02f, w / 2, h * 0.28f)
        cubicTo(w * 0.9f, h * 0.02f, w * 1.1f, h * 0.5f, w / 2, h * 0.92f)
        close()
    }
    if (full) drawPath(path, color) else drawPath(path, color.copy(alpha = 0.6f), style = Stroke(width = w * 0.1f))
}

/** [lives] full hearts out of [max]. */
@Composable
fun Lives(lives: Int, max: Int, size: Dp = 14.dp) {
    Row {
        for (i in 0 until maxOf(max, lives)) {
            Canvas(Modifier.padding(end = 2.dp).size(size)) { heart(Palette.Danger, i < lives) }
        }
    }
}

/** A small label on a coloured pill (dealer, turn, out). */
@Composable
fun Pill(text: String, color: Color, textColor: Color = Palette.Ink) {
    Text(
        text,
        color = textColor,
        fontSize = 11.sp,
        fontWeight = FontWeight.Bold,
        style = LocalTextStyle.current.copy(lineHeight = TextUnit.Unspecified),
        modifier = Modifier.background(color, RoundedCornerShape(50)).padding(horizontal = 6.dp, vertical = 1.dp),
    )
}

/** A five-pointed star (DiCa's ★ on a card won with a bonus). */
fun DrawScope.star(color: Color, center: Offset, radius: Float) {
    val path = Path()
    for (i in 0 until 10) {
        val r = if (i % 2 == 0) radius else radius * 0.45f
        val a = Math.toRadians((-90 + i * 36).toDouble())
        val p = Offset(center.x + (r * Math.cos(a)).toFloat(), center.y + (r * Math.sin(a)).toFloat())
        if (i == 0) path.moveTo(p.x, p.y) else path.lineTo(p.x, p.y)
    }
    path.close()
    drawPath(path, color)
}
