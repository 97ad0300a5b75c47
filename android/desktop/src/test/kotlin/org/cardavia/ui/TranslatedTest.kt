package org.cardavia.ui

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.cardavia.core.BoardView
import org.cardavia.core.CardaviaApp
import org.cardavia.core.GameId
import org.cardavia.core.Screen
import org.cardavia.ui.Tables.awaitView
import org.cardavia.ui.Tables.playOne
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.Paths

/** The shell's own words follow the app's language: a phone set to Spanish, drawn. */
class TranslatedTest {
    private val out: Path = Paths.get(System.getProperty("cardavia.renders") ?: "target/renders")
    private lateinit var scope: CoroutineScope
    private lateinit var shell: Shell
    private lateinit var english: CardaviaApp

    @BeforeEach
    fun open() {
        scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
        shell = Tables.shell(Tables.openApp(Files.createTempDirectory("cardavia-es"), language = "es"), scope)
        english = Tables.openApp()
    }

    @AfterEach
    fun close() {
        shell.store.stop()
        scope.cancel()
    }

    private fun draw(name: String): Rendered = Renders.render(out.resolve("$name.png"), 412, 892, 2f) { CardaviaRoot(shell) }

    private fun en(id: String) = runBlocking { english.message(id, emptyList()) }

    /** [id] is on screen in the shell's language, and its English words are not. */
    private fun assertTranslated(r: Rendered, id: String, shown: (String) -> String = { it }, read: Boolean = false) {
        val es = shell.texts.value[id]
        assertNotEquals(en(id), es, "$id has its own Spanish words")
        val seen = if (read) r.descriptions else r.texts
        assertTrue(shown(es) in seen, "$id shown as ${shown(es)}")
        assertFalse(shown(en(id)) in seen, "$id not in English")
    }

    @Test
    fun theHomeScreenIsInTheAppsLanguage() = runBlocking {
        assertEquals(org.cardavia.core.Lang.ES, shell.app.language())
        val r = draw("home-es")
        listOf("shell-tagline", "shell-play", "shell-rules", "shell-stats", "shell-settings").forEach { assertTranslated(r, it) }
        assertTranslated(r, "shell-wikipedia", shown = { "$it ↗" })
        val game = shell.games.value.first()
        assertNotEquals(english.games().first().blurb, game.blurb)
        assertTrue(game.blurb in r.texts, "the core's blurb, in Spanish")
    }

    @Test
    fun aTableIsDrawnWithItsChromeInTheAppsLanguage() = runBlocking {
        val (seats, choices) = Tables.defaults(shell.app, GameId.GNAV)
        assertTrue(shell.start(GameId.GNAV, seats, choices))
        val ready = { v: org.cardavia.core.TableView -> v.screen == Screen.Playing && v.board is BoardView.Gnav }
        repeat(10) { if (!ready(shell.store.state.value.view!!)) shell.store.playOne() }
        val view = shell.store.awaitView(ready)
        val board = (view.board as BoardView.Gnav).board
        val r = draw("gnav-es")
        assertTranslated(r, "shell-leave", read = true)
        assertTranslated(r, "shell-stock", shown = { "$it ${board.stock}" })
        if (board.players.any { it.isDealer }) assertTranslated(r, "shell-dealer")
        assertTrue(view.status in r.texts, "the core's status line")
    }

    @Test
    fun choosingALanguageInTheSettingsChangesTheShellsWords() = runBlocking {
        val english = Tables.shell(Tables.openApp(), scope)
        val before = english.texts.value["shell-play"]
        val blurb = english.games.value.first().blurb
        english.openSettings()
        english.changeSettings(english.settings.value!!.copy(language = "it"))
        val italian = withTimeout(10_000) { english.texts.first { it["shell-play"] != before } }
        assertEquals(english.app.message("shell-play", emptyList()), italian["shell-play"])
        assertNotEquals(blurb, english.games.value.first().blurb, "the games' blurbs follow")
        val r = Renders.render(null, 412, 892, 2f) { CardaviaRoot(english) }
        assertTrue(italian["shell-settings"] in r.texts, "the settings page is titled in Italian")
    }
}
