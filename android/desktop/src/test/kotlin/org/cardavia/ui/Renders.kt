package org.cardavia.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.input.pointer.PointerEventType
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.unit.Density
import org.jetbrains.skia.Bitmap
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import java.nio.file.Files
import kotlinx.coroutines.test.setMain
import java.nio.file.Path
import kotlin.math.sqrt

/** A composition drawn off-screen: the picture and the semantics tree TalkBack would read. */
class Rendered(val scene: ImageComposeScene, val image: Image, val nodes: List<SemanticsNode>, val nanos: Long = 0) {
    val descriptions: Set<String> =
        nodes.flatMap { it.config.getOrNull(SemanticsProperties.ContentDescription) ?: emptyList() }.toSet()
    val texts: Set<String> =
        nodes.flatMap { n -> n.config.getOrNull(SemanticsProperties.Text)?.map { it.text } ?: emptyList() }.toSet()

    fun pixels(): IntArray {
        val bitmap = Bitmap()
        bitmap.allocN32Pixels(image.width, image.height)
        image.readPixels(bitmap)
        return IntArray(image.width * image.height) { i -> bitmap.getColor(i % image.width, i / image.width) }
    }

    fun distinctColours(): Int = pixels().toHashSet().size

    /** The standard deviation of luminance: how much contrast the picture has. */
    fun luminanceSpread(): Double {
        val lum = pixels().map { c -> 0.299 * ((c shr 16) and 0xFF) + 0.587 * ((c shr 8) and 0xFF) + 0.114 * (c and 0xFF) }
        val mean = lum.average()
        return sqrt(lum.sumOf { (it - mean) * (it - mean) } / lum.size)
    }

    fun centreOf(description: String): Offset? =
        nodes.firstOrNull { description in (it.config.getOrNull(SemanticsProperties.ContentDescription) ?: emptyList()) }
            ?.boundsInRoot?.center

    /** Where the node drawing [text] is, if one is. */
    fun centreOfText(text: String): Offset? =
        nodes.firstOrNull { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == text } == true }
            ?.boundsInRoot?.center

    /** What a node shows: its text, else what TalkBack reads for it. */
    private fun SemanticsNode.shown(): String? =
        config.getOrNull(SemanticsProperties.Text)?.joinToString(" ") { it.text }
            ?: config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString(" ")

    /**
     * The texts that do not fit their box, each with why: cut at a line limit or ellipsised
     * ("cut"), taller than the space given ("cut"), a line wider than the text's box ("wide"),
     * or a word broken across two lines for want of room ("broken").
     */
    fun overflowing(): List<String> = nodes.mapNotNull { n ->
        if (n.config.getOrNull(SemanticsProperties.Text) == null) return@mapNotNull null
        val layout = n.config.getOrNull(SemanticsActions.GetTextLayoutResult)?.action ?: return@mapNotNull null
        val results = mutableListOf<TextLayoutResult>()
        layout(results)
        val laid = results.firstOrNull() ?: return@mapNotNull null
        val text = laid.layoutInput.text.text
        val lines = 0 until laid.lineCount
        val why = listOfNotNull(
            "cut".takeIf { laid.didOverflowHeight || lines.any { laid.isLineEllipsized(it) } },
            "wide".takeIf { lines.any { laid.getLineRight(it) - laid.getLineLeft(it) > laid.size.width + 1f } },
            "broken".takeIf {
                lines.drop(1).any { i ->
                    val at = laid.getLineStart(i)
                    at in 1 until text.length && text[at - 1].isLetterOrDigit() && text[at].isLetterOrDigit()
                }
            },
        )
        "$text (${why.joinToString()})".takeIf { why.isNotEmpty() }
    }

    /**
     * What is drawn past the picture's left or right edge, or cut off sideways by what holds it
     * (a row too narrow for it). Cut off at the top or bottom is fine: a scrolling column does that.
     */
    fun outsideTheSides(): List<String> {
        val width = image.width.toFloat()
        return nodes.mapNotNull { n ->
            val shown = n.shown() ?: return@mapNotNull null
            val left = n.positionInRoot.x
            val right = left + n.size.width
            val seen = n.boundsInRoot
            val cut = seen.height > 0f && seen.width < n.size.width - 1f
            "$shown: $left..$right, seen ${seen.left}..${seen.right}".takeIf { left < -1f || right > width + 1f || cut }
        }
    }

    /** A finger's press and release at [at]. */
    fun tap(at: Offset) {
        scene.sendPointerEvent(PointerEventType.Press, at)
        scene.sendPointerEvent(PointerEventType.Release, at)
    }

    /** Writes the picture to [png]. */
    fun save(png: Path) {
        Files.createDirectories(png.parent)
        Files.write(png, image.encodeToData(EncodedImageFormat.PNG)!!.bytes)
    }

    /** The next frame: [later] nanoseconds on (a second: what enters or leaves has done so). */
    fun redraw(later: Long = 0): Rendered {
        scene.render(nanos + later)
        return Renders.capture(scene, nanos + later)
    }
}

object Renders {
    init {
        // Compose's collectAsStateWithLifecycle collects on Dispatchers.Main, which a desktop JVM
        // without Swing lacks: the tests stand in an immediate one (the phone has its main thread).
        @OptIn(kotlinx.coroutines.ExperimentalCoroutinesApi::class)
        kotlinx.coroutines.Dispatchers.setMain(kotlinx.coroutines.Dispatchers.Unconfined)
    }

    private fun SemanticsNode.walk(into: MutableList<SemanticsNode>) {
        into += this
        children.forEach { it.walk(into) }
    }

    fun capture(scene: ImageComposeScene, nanos: Long = 0): Rendered {
        val image = scene.render(nanos)
        val nodes = mutableListOf<SemanticsNode>()
        scene.semanticsOwners.forEach { it.unmergedRootSemanticsNode.walk(nodes) }
        return Rendered(scene, image, nodes, nanos)
    }

    /** Draws [content] at a phone's size (dp × density) and writes the PNG to [png] if given. */
    fun render(png: Path?, widthDp: Int, heightDp: Int, density: Float, content: @Composable () -> Unit): Rendered =
        render(png, widthDp, heightDp, density, false, content = content)

    /**
     * Draws [content] at a phone's size (dp × density) and writes the PNG to [png] if given. With
     * [settled], the picture is the frame a second later, once what enters has finished entering
     * (a dialog fades in). [fontScale] is the phone's font size setting (2 for 200 %).
     */
    fun render(
        png: Path?,
        widthDp: Int,
        heightDp: Int,
        density: Float,
        settled: Boolean,
        fontScale: Float = 1f,
        content: @Composable () -> Unit,
    ): Rendered {
        val scene = ImageComposeScene((widthDp * density).toInt(), (heightDp * density).toInt(), Density(density, fontScale), content = content)
        scene.render()
        val rendered = if (settled) capture(scene, 1_000_000_000L) else capture(scene)
        if (png != null) rendered.save(png)
        return rendered
    }
}
