package org.cardavia.ui

import org.cardavia.core.MessageArg
import org.cardavia.core.MessageValue
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.nio.file.Files
import java.nio.file.Paths
import kotlin.io.path.extension
import kotlin.io.path.readText

/** The shell's words are the core's messages: every id the ui/ sources name exists in every language. */
class TextsTest {
    private val languages = listOf("en", "nl", "es", "pt", "it")

    /** Every argument the shell passes (a message the core cannot fill comes back as its id). */
    private val args = listOf(
        MessageArg("game", MessageValue.Text("DiCa")),
        MessageArg("names", MessageValue.Text("Ann, Bea")),
        MessageArg("n", MessageValue.Number(2)),
        MessageArg("seconds", MessageValue.Number(2)),
        MessageArg("name", MessageValue.Text("Ann")),
        MessageArg("table", MessageValue.Text("DiCa · Ann, Bea")),
        MessageArg("from", MessageValue.Text("Bea")),
        MessageArg("into", MessageValue.Text("Ann")),
    )

    /** The message ids named in ui/: `texts["…"]`, `texts("…", …)`, and any `"shell-…"` literal. */
    private fun idsInSources(): Set<String> {
        val root = Paths.get("../ui/src/main/kotlin")
        val named = Regex("""texts\[\s*"([a-z0-9-]+)"\s*]|texts\(\s*"([a-z0-9-]+)"|"(shell-[a-z0-9-]+)"""")
        return Files.walk(root).use { s -> s.filter { it.extension == "kt" }.toList() }
            .flatMap { f -> named.findAll(f.readText()).map { m -> m.groupValues.drop(1).first { it.isNotEmpty() } } }
            .toSet()
    }

    /** Whether `locales/<lang>/<file>.ftl` defines [id] itself (not only through the English fallback). */
    private fun defined(lang: String, id: String): Boolean {
        val files = if (id.startsWith("shell-")) listOf("app", "shells") else listOf(id.substringBefore('-'))
        return files.map { Paths.get("../../locales/$lang/$it.ftl") }.any { ftl ->
            Files.exists(ftl) && Regex("""(?m)^${Regex.escape(id)}\s*=""").containsMatchIn(ftl.readText())
        }
    }

    @Test
    fun everyMessageTheShellUsesExistsInEveryLanguage() = runBlocking {
        val ids = idsInSources()
        assertTrue(ids.size >= 50, "the ids are found where this test looks: ${ids.size}")
        assertTrue("shell-play" in ids && "shell-leave" in ids && "shell-mistakes-prevent" in ids)
        languages.forEach { lang ->
            val app = Tables.openApp(language = lang)
            assertEquals(lang, app.language().name.lowercase(), "the app speaks $lang")
            val missing = ids.filter { app.message(it, args) == it }
            assertTrue(missing.isEmpty(), "$lang: the core has no message for $missing")
            val fallback = ids.filterNot { defined(lang, it) }
            assertTrue(fallback.isEmpty(), "$lang: only English has $fallback")
        }
    }

    @Test
    fun aNumberArgumentChoosesThePlural() {
        val texts = Texts(org.cardavia.core.Lang.EN)
        val one = texts("shell-time-left", "seconds" to 1)
        val two = texts("shell-time-left", "seconds" to 2L)
        assertTrue("1" in one && "2" in two)
        // Given as a number, 1 takes the singular: not the plural with the number swapped.
        assertNotEquals(two.replace("2", "1"), one)
        assertEquals(texts("shell-time-left", "seconds" to 7u), texts("shell-time-left", "seconds" to 7))
    }

    @Test
    fun aTextArgumentIsPlacedInTheMessage() = runBlocking {
        val app = Tables.openApp()
        val dica = app.games().first().name
        val title = Texts(app.language())("shell-setup-title", "game" to dica)
        assertTrue(dica in title && title != dica, title)
    }
}
