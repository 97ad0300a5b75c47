package org.cardavia.ui

import androidx.compose.runtime.staticCompositionLocalOf
import org.cardavia.core.Lang
import org.cardavia.core.MessageArg
import org.cardavia.core.MessageValue
import org.cardavia.core.formatMessage
import org.cardavia.core.marks
import java.util.concurrent.ConcurrentHashMap

/** The app's name: the one word the shell holds itself (a name, the same in every language). */
const val APP_NAME = "Cardavia"

/**
 * The shell's own words (captions, section titles) in the app's language: the core's `shell-*`
 * messages (`locales/<lang>/app.ftl`, `shells.ftl`), so the shell holds no strings of its own.
 * Formatting is pure (no store, no lock): with [LocalMarks], the only core calls made while drawing. Read as
 * `texts["shell-play"]`, or with arguments as `texts("shell-setup-title", "game" to name)` (numbers
 * choose the plural). A message without arguments is asked of the core once per [Texts]; the
 * [Shell] makes a new one when the language changes. An id the core lacks comes back as the id.
 */
class Texts(private val lookup: (String, List<MessageArg>) -> String) {
    /** The words of [lang], formatted by the core's lock-free `format_message` (no store, no wait). */
    constructor(lang: Lang) : this({ id, args -> formatMessage(lang, id, args) })

    private val plain = ConcurrentHashMap<String, String>()

    operator fun get(id: String): String = plain.getOrPut(id) { lookup(id, emptyList()) }

    operator fun invoke(id: String, vararg args: Pair<String, Any>): String =
        lookup(id, args.map { (name, value) -> MessageArg(name, value.asMessageValue()) })

    private fun Any.asMessageValue(): MessageValue = when (this) {
        is Int -> MessageValue.Number(toLong())
        is Long -> MessageValue.Number(this)
        is UInt -> MessageValue.Number(toLong())
        is UByte -> MessageValue.Number(toLong())
        is ULong -> MessageValue.Number(toLong())
        else -> MessageValue.Text(toString())
    }
}

/** The [Texts] of the app's language, provided by [CardaviaRoot] (and by tests that draw a screen alone). */
val LocalTexts = staticCompositionLocalOf<Texts> { error("no Texts provided: wrap the screen in CompositionLocalProvider(LocalTexts provides …)") }

/**
 * The core's table marks (whose turn, a warned move, a bot, who won), each explained in the view's
 * legend: the shell draws these, never glyphs of its own. The app provides the [Shell]'s, read on
 * its worker; this default serves only a screen drawn alone (the desktop tests, off the main thread).
 */
val LocalMarks = staticCompositionLocalOf { marks() }
