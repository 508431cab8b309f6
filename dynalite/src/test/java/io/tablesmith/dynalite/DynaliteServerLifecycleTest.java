package io.tablesmith.dynalite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Starts servers of its own (not the extension's shared one) to watch them start and stop. */
class DynaliteServerLifecycleTest {

    @Test
    void closeEndsTheNodeProcessByClosingItsStdin() {
        DynaliteServer server = DynaliteServer.start();
        ProcessHandle node = server.processHandle();
        assertThat(node.isAlive()).isTrue();
        server.client().listTables();

        server.close();

        assertThat(node.isAlive()).isFalse();
        // 0, not a signal's exit code: server.js left by itself when its stdin closed.
        assertThat(server.exitCode()).isZero();
    }

    @Test
    void closeIsIdempotentAndTheClientIsGoneAfterIt() {
        DynaliteServer server = DynaliteServer.start();
        server.close();
        server.close();

        assertThatThrownBy(server::client).isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
    }

    @Test
    void aServerThatNeverReportsItsPortIsKilledAndItsStderrReported(@TempDir Path dir) throws IOException {
        Path engine = fakeEngine(dir, "process.stderr.write('stuck warming up\\n'); setInterval(() => {}, 1000)");

        assertThatThrownBy(() -> DynaliteServer.start(engine, Duration.ofSeconds(2)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("did not report its port within 2 s")
                .hasMessageContaining("stuck warming up");
    }

    @Test
    void aServerThatDiesAtStartUpIsReportedWithItsStderr(@TempDir Path dir) throws IOException {
        Path engine = fakeEngine(dir, "console.error('EADDRNOTAVAIL or similar'); process.exit(3)");

        assertThatThrownBy(() -> DynaliteServer.start(engine, Duration.ofSeconds(30)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("exited before reporting its port")
                .hasMessageContaining("EADDRNOTAVAIL or similar");
    }

    @Test
    void uniqueTableNamesDifferAndKeepThePrefix() {
        String first = DynaliteServer.uniqueTableName("orders");
        String second = DynaliteServer.uniqueTableName("orders");

        assertThat(first).startsWith("orders-").isNotEqualTo(second);
        assertThatThrownBy(() -> DynaliteServer.uniqueTableName("no spaces"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** An engine folder whose server.js is the given script, with just enough to pass validation. */
    private static Path fakeEngine(Path dir, String script) throws IOException {
        Files.createDirectories(dir.resolve("node_modules").resolve("dynalite"));
        Files.writeString(dir.resolve("server.js"), script + "\n");
        return dir;
    }
}
