package org.cardavia.ui

import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.cardavia.core.CardaviaApp
import org.cardavia.core.GameId
import org.cardavia.core.Intent
import org.cardavia.core.Screen
import org.cardavia.core.SeatSetup
import org.cardavia.core.TableView
import java.nio.file.Files
import java.nio.file.Path

/** Helpers shared by the tests: a real app in a temporary folder, tables driven through a store. */
object Tables {
    fun openApp(dir: Path = Files.createTempDirectory("cardavia-ui"), language: String = "en"): CardaviaApp =
        runBlocking { CardaviaApp.open(dir.toString(), listOf(language)) }.also { it.setBotPauseMs(0uL); it.setTapGuardMs(0uL) }

    /** A Shell over [app] with its first data in (games, settings, words). */
    fun shell(app: CardaviaApp, scope: kotlinx.coroutines.CoroutineScope): Shell =
        Shell(app, scope).also { shell -> runBlocking { withTimeout(20_000) { shell.loaded.first { it } } } }

    /** The game's usual set-up ("Ann" and bots) with every option at its default. */
    suspend fun defaults(app: org.cardavia.core.CardaviaAppInterface, game: GameId): Pair<List<SeatSetup>, List<UInt>> {
        val screen = app.setupScreen(game, "Ann")
        return screen.seats to screen.fields.map { it.defaultChoice }
    }

    /** Waits (without sleeping) until the view the store shows satisfies [ready]. */
    suspend fun TableStore.awaitView(ready: (TableView) -> Boolean): TableView =
        withTimeout(20_000) { state.first { s -> s.view?.let(ready) == true }.view!! }

    /**
     * The person may act: some target is enabled (bots have moved). The last player's take-back
     * ("undo", enabled while a bot is due) is not a move toward anything.
     */
    fun TableView.personToAct(): Boolean = targets.any { it.enabled && it.id != "undo" }

    /** The store file of the app opened on [dir] (the core's name for it in its data folder). */
    fun storeFile(dir: Path): Path = dir.resolve("cardavia.db")

    /** Runs [sql] on the store in [dir] with `sqlite3`, another program, as a newer version would. */
    fun sqlite(dir: Path, sql: String) {
        val process = ProcessBuilder("sqlite3", storeFile(dir).toString(), sql).redirectErrorStream(true).start()
        val said = process.inputStream.bufferedReader().readText()
        check(process.waitFor() == 0) { "sqlite3: $said" }
    }

    /**
     * Another program (`sqlite3`) holding the store's write lock from its making until [release]:
     * meanwhile every save the core tries fails as busy, and the views say the change is not saved.
     */
    class WriteLock(dir: Path) : AutoCloseable {
        private val process = ProcessBuilder("sqlite3", storeFile(dir).toString()).redirectErrorStream(true).start()
        private val input = process.outputStream.bufferedWriter()

        init {
            input.write("BEGIN IMMEDIATE;\nSELECT 'held';\n")
            input.flush()
            // Answered once the lock is taken: no waiting on a clock.
            val answer = process.inputStream.bufferedReader().readLine()
            check(answer == "held") { "sqlite3 did not take the lock: $answer" }
        }

        private var held = true

        fun release() {
            if (!held) return
            held = false
            input.write("ROLLBACK;\n.quit\n")
            input.flush()
            check(process.waitFor() == 0) { "sqlite3 ended badly" }
        }

        override fun close() = release()
    }

    /** Taps the first enabled, unselected target, then waits for the person's next turn. */
    suspend fun TableStore.playOne(): Boolean {
        val view = awaitView { it.personToAct() || it.screen != Screen.Playing && it.screen !is Screen.HandOver }
        val target = view.targets.firstOrNull { it.enabled && !it.selected && it.id != "undo" } ?: return false
        send(Intent.Tap(target.id))
        awaitView { it.version > view.version && (it.personToAct() || it.screen != Screen.Playing) }
        return true
    }
}
