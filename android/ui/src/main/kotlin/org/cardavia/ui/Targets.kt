package org.cardavia.ui

import androidx.compose.foundation.clickable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.disabled
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import org.cardavia.core.TableView
import org.cardavia.core.TargetKind
import org.cardavia.core.TargetView

/** Whether the target throws dice (the core's `Roll` kind: the dice tray answers to a flick as well as a tap). */
fun TargetView.isRoll(): Boolean = kind == TargetKind.ROLL

/** The target with this id in the view, if any. */
fun TableView.target(id: String?): TargetView? = id?.let { key -> targets.firstOrNull { it.id == key } }

/**
 * Makes a drawn thing a tap target: TalkBack reads the core's accessibility label; a target that
 * is not allowed now stays tappable so the person learns why (the core's `why_not`).
 */
fun Modifier.target(target: TargetView?, onTap: (TargetView) -> Unit): Modifier {
    if (target == null) return this
    return this
        .semantics(mergeDescendants = true) {
            contentDescription = target.accessibility
            selected = target.selected
            target.whyNot?.let { stateDescription = it }
            if (!target.enabled) disabled()
        }
        .clickable(role = Role.Button) { onTap(target) }
}
