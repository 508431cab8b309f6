package io.tablesmith.processor.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SuggestionsTest {

    private static final List<String> COMPONENTS =
            List.of("id", "jobId", "status", "createdAt", "title", "version", "expiresAt");

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "createdAtt, createdAt",   // one letter too many
            "createAt, createdAt",     // one letter missing
            "cretaedAt, createdAt",    // two letters swapped: distance 2
            "CreatedAt, createdAt",    // case only
            "CREATEDAT, createdAt",
            "idd, id",
            "jobid, jobId",
            "titel, title",
            "stauts, status",
            "expiredAt, expiresAt",
    })
    void suggestsTheClosestComponent(String wrong, String expected) {
        assertThat(Suggestions.closest(wrong, COMPONENTS)).contains(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"owner", "x", "xy", "priority", "completelyUnrelated"})
    void suggestsNothingWhenNothingIsClose(String wrong) {
        assertThat(Suggestions.closest(wrong, COMPONENTS)).isEmpty();
    }

    @Test
    void toleratesTwoEditsForShortNamesAndAThirdOfTheLengthForLongOnes() {
        assertThat(Suggestions.closest("abc", List.of("xbz"))).contains("xbz");
        assertThat(Suggestions.closest("abc", List.of("xyz"))).isEmpty();
        // A suggestion keeps at least one letter of what was written.
        assertThat(Suggestions.closest("ab", List.of("ax"))).contains("ax");
        assertThat(Suggestions.closest("ab", List.of("xy"))).isEmpty();
        assertThat(Suggestions.closest("x", List.of("id"))).isEmpty();
        assertThat(Suggestions.closest("x", List.of("X"))).contains("X");
        // 12 letters tolerate 4 edits, not 5.
        assertThat(Suggestions.closest("abcdefghijkl", List.of("abcdefghWXYZ"))).contains("abcdefghWXYZ");
        assertThat(Suggestions.closest("abcdefghijkl", List.of("abcdefgVWXYZ"))).isEmpty();
    }

    @Test
    void anExactMatchIgnoringCaseBeatsACloserSpelling() {
        assertThat(Suggestions.closest("ID", List.of("io", "id"))).contains("id");
    }

    @Test
    void theFirstOfEquallyCloseCandidatesWins() {
        assertThat(Suggestions.closest("abc", List.of("abx", "xbc"))).contains("abx");
        assertThat(Suggestions.closest("abc", List.of("xbc", "abx"))).contains("xbc");
    }

    @Test
    void noCandidatesMeansNoSuggestion() {
        assertThat(Suggestions.closest("id", List.of())).isEmpty();
    }
}
