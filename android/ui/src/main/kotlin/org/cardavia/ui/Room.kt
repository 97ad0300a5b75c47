package org.cardavia.ui

import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.windowsizeclass.ExperimentalMaterial3WindowSizeClassApi
import androidx.compose.material3.windowsizeclass.WindowHeightSizeClass
import androidx.compose.material3.windowsizeclass.WindowSizeClass
import androidx.compose.material3.windowsizeclass.WindowWidthSizeClass
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.DpSize
import androidx.compose.ui.unit.dp

/**
 * The room a screen has: Material's window size classes (compact < 600 dp wide ≤ medium < 840 dp
 * ≤ expanded; compact height < 480 dp) and the font scale. The classes are computed from the
 * space the screen is given ([WithRoom]), not from the Activity's window: the same code then lays
 * out a phone, a landscape phone, a tablet and a split screen, and the desktop renders draw each.
 */
class Room(val size: WindowSizeClass, val width: Dp, val height: Dp, val fontScale: Float) {
    /**
     * The board beside the moves, the log and the legend instead of one column: a tablet, or a
     * phone on its side (too short for a column, wide enough for two).
     */
    val sideBySide: Boolean
        get() = size.widthSizeClass == WindowWidthSizeClass.Expanded ||
            size.widthSizeClass == WindowWidthSizeClass.Medium && size.heightSizeClass == WindowHeightSizeClass.Compact

    /**
     * Too short for anything but the header, the moves and the not-saved notice to stay put: the
     * seats, the status and the log scroll with the board. A phone on its side is, and so is a
     * phone whose text is large (what fits is the height in text lines, so the font scale counts).
     */
    val tight: Boolean
        get() = size.heightSizeClass == WindowHeightSizeClass.Compact || height / fontScale < 560.dp

    /** The width of the side column beside the board: about a third, never a phone's column squeezed. */
    val sideWidth: Dp
        get() = (width * 0.36f).coerceIn(300.dp, 440.dp)

    /** The widest a column of text and controls reads well at (home, set-up, settings, a hand-over). */
    val readable: Dp
        get() = 720.dp
}

/** Draws [content] with the [Room] the space it is given offers. */
@OptIn(ExperimentalMaterial3WindowSizeClassApi::class)
@Composable
fun WithRoom(modifier: Modifier = Modifier.fillMaxSize(), content: @Composable (Room) -> Unit) {
    val fontScale = LocalDensity.current.fontScale
    BoxWithConstraints(modifier) {
        val size = WindowSizeClass.calculateFromSize(DpSize(maxWidth, maxHeight))
        content(Room(size, maxWidth, maxHeight, fontScale))
    }
}
