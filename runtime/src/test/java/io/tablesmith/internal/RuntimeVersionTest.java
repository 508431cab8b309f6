package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.TablesmithException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class RuntimeVersionTest {

    @Test
    void theRuntimeKnowsTheVersionItWasBuiltAs() throws IOException {
        Properties build = new Properties();
        try (InputStream in = RuntimeVersionTest.class.getResourceAsStream("build-version.properties")) {
            build.load(in);
        }
        assertThat(build.getProperty("version")).doesNotContain("${");
        assertThat(RuntimeVersion.CURRENT).isEqualTo(build.getProperty("version"));
    }

    @Test
    void generatedCodeOfTheSameVersionPasses() {
        assertThatCode(() -> RuntimeVersion.require("JOB", RuntimeVersion.CURRENT)).doesNotThrowAnyException();
    }

    @Test
    void generatedCodeOfAnotherVersionIsRefusedNamingBothVersionsAndTheFix() {
        assertThatThrownBy(() -> RuntimeVersion.require("JOB", "0.0.1"))
                .isInstanceOf(TablesmithException.class)
                .hasMessageContaining("JOB")
                .hasMessageContaining("tablesmith-processor 0.0.1")
                .hasMessageContaining("tablesmith-runtime " + RuntimeVersion.CURRENT)
                .hasMessageContaining("use one version for both");
    }
}
