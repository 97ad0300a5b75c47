package org.cardavia.ui

import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.nio.file.Files
import java.nio.file.Paths
import kotlin.io.path.extension
import kotlin.io.path.readLines

/** ui/ is the part of the phone app that this machine compiles: it must stay free of android.*. */
class UiModuleTest {
    @Test
    fun uiSourcesImportNothingFromAndroid() {
        val root = Paths.get("../ui/src/main/kotlin")
        val files = Files.walk(root).use { s -> s.filter { it.extension == "kt" }.toList() }
        assertTrue(files.size >= 10, "the ui sources are where this test looks: ${files.size}")
        val offenders = files.flatMap { f ->
            f.readLines().filter { it.trim().startsWith("import android.") }.map { "$f: $it" }
        }
        assertTrue(offenders.isEmpty(), "android.* in ui/: $offenders")
    }
}
