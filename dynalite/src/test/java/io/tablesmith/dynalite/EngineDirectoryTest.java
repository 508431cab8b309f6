package io.tablesmith.dynalite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EngineDirectoryTest {
    @TempDir
    Path repository;

    @Test
    void foundUpwardFromAnyModuleFolder() throws IOException {
        Path engine = installedEngine(repository.resolve("dynalite").resolve("engine"));
        Path moduleFolder = Files.createDirectories(repository.resolve("integration-tests").resolve("target"));

        assertThat(EngineDirectory.locate(null, moduleFolder)).isEqualTo(engine);
    }

    @Test
    void systemPropertyWinsOverTheSearch() throws IOException {
        installedEngine(repository.resolve("dynalite").resolve("engine"));
        Path elsewhere = installedEngine(repository.resolve("elsewhere"));

        assertThat(EngineDirectory.locate(elsewhere.toString(), repository)).isEqualTo(elsewhere);
    }

    @Test
    void missingEngineNamesThePropertyToSet() {
        assertThatThrownBy(() -> EngineDirectory.locate(null, repository))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("-Dtablesmith.dynalite.dir=");
    }

    @Test
    void engineWithoutNodeModulesSaysHowToInstall() throws IOException {
        Path engine = Files.createDirectories(repository.resolve("dynalite").resolve("engine"));
        Files.writeString(engine.resolve("server.js"), "");

        assertThatThrownBy(() -> EngineDirectory.locate(null, repository))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("npm ci");
    }

    private static Path installedEngine(Path dir) throws IOException {
        Files.createDirectories(dir.resolve("node_modules").resolve("dynalite"));
        Files.writeString(dir.resolve("server.js"), "");
        return dir.toAbsolutePath().normalize();
    }
}
