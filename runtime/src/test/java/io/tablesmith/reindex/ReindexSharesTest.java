package io.tablesmith.reindex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ItemKey;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Shares of a re-index: the options that name one, their checkpoints, and merging their reports. */
class ReindexSharesTest {

    /** A checkpoint of share {@code share} of {@code shares} over {@code segments}, its own segments finished or not. */
    private static ReindexCheckpoint checkpoint(String entity, int share, int shares, int segments, boolean done,
                                                long... counts) {
        boolean[] finished = new boolean[segments];
        String[] partitions = new String[segments];
        String[] sorts = new String[segments];
        for (int segment = share; segment < segments; segment += shares) {
            finished[segment] = done;
            partitions[segment] = "P#" + segment;
            sorts[segment] = "S";
        }
        return new ReindexCheckpoint(entity, share, shares, finished, partitions, sorts, counts);
    }

    private static ReindexReport report(ReindexCheckpoint checkpoint, List<ItemKey<?>> unreadableKeys) {
        long[] counts = checkpoint.counts();
        return new ReindexReport(checkpoint.entityType(), counts[0], counts[1], counts[2], counts[3], counts[4],
                unreadableKeys, checkpoint.completed(), checkpoint);
    }

    private static List<ItemKey<?>> keys(String prefix, int count) {
        List<ItemKey<?>> keys = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            keys.add(new ItemKey<>(prefix + n, "S"));
        }
        return keys;
    }

    @SuppressWarnings("unchecked")
    private static <T> T roundTrip(T value) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (T) in.readObject();
        }
    }

    @Test
    void aShareTakesEverySharesthSegmentStartingAtItsNumber() {
        ReindexOptions options = ReindexOptions.defaults().withSegments(16).withShare(1, 4);

        assertThat(options.share()).isEqualTo(1);
        assertThat(options.shares()).isEqualTo(4);
        assertThat(options.segments()).as("the whole scan's segments, the same in every share").isEqualTo(16);
        ReindexCheckpoint start = checkpoint("JOB", 1, 4, 16, false, 0, 0, 0, 0, 0);
        assertThat(List.of(0, 1, 2, 5, 9, 13, 15)).filteredOn(start::ownsSegment).containsExactly(1, 5, 9, 13);
        assertThat(ReindexOptions.defaults().share()).isZero();
        assertThat(ReindexOptions.defaults().shares()).as("no share given: the whole table").isEqualTo(1);
    }

    @Test
    void aShareOutsideItsRangeIsRefused() {
        assertThatThrownBy(() -> ReindexOptions.defaults().withShare(4, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("share must be 0 to 3 of 4, not 4");
        assertThatThrownBy(() -> ReindexOptions.defaults().withShare(-1, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not -1");
        assertThatThrownBy(() -> ReindexOptions.defaults().withShare(0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("shares must be 1 to 1,000,000, not 0");
        assertThatThrownBy(() -> checkpoint("JOB", 0, 8, 4, false, 0, 0, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("8 shares need at least as many segments, not 4");
    }

    @Test
    void aResumedCheckpointBringsItsShareAndAnotherShareIsRefusedInEitherOrder() {
        ReindexCheckpoint ofShareTwo = checkpoint("JOB", 2, 4, 8, false, 10, 5, 5, 0, 0);

        ReindexOptions resumed = ReindexOptions.defaults().resumeFrom(ofShareTwo);
        assertThat(resumed.share()).isEqualTo(2);
        assertThat(resumed.shares()).isEqualTo(4);
        assertThat(resumed.segments()).isEqualTo(8);
        assertThat(ReindexOptions.defaults().withShare(2, 4).resumeFrom(ofShareTwo).share()).isEqualTo(2);
        assertThatThrownBy(() -> ReindexOptions.defaults().withShare(1, 4).resumeFrom(ofShareTwo))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the checkpoint is of share 2 of 4, not of share 1 of 4; resume each share from its own checkpoint");
        assertThatThrownBy(() -> ReindexOptions.defaults().resumeFrom(ofShareTwo).withShare(2, 8))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not of share 2 of 8");
        ReindexCheckpoint whole = checkpoint("JOB", 0, 1, 8, false, 0, 0, 0, 0, 0);
        assertThatThrownBy(() -> ReindexOptions.defaults().resumeFrom(whole).withShare(0, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is of share 0 of 1");
    }

    @Test
    void aShareCheckpointCoversOnlyItsOwnSegments() throws Exception {
        ReindexCheckpoint done = checkpoint("JOB", 1, 2, 4, true, 7, 3, 4, 0, 0);

        assertThat(done.completed()).as("segments 1 and 3 finished; 0 and 2 are another share's").isTrue();
        assertThat(done.finished(0)).isFalse();
        assertThat(done.lastKey(0)).isNull();
        assertThat(done.lastKey(3)).isEqualTo(new ItemKey<>("P#3", "S"));
        assertThat(done).hasToString("ReindexCheckpoint[JOB, share 1 of 2, 2 of 2 segments finished, 7 items scanned]");
        assertThat(roundTrip(done)).isEqualTo(done).isNotEqualTo(checkpoint("JOB", 0, 2, 4, true, 7, 3, 4, 0, 0));
        assertThatThrownBy(() -> new ReindexCheckpoint("JOB", 1, 2, new boolean[] {true, false},
                new String[2], new String[2], new long[5]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("segment 0 belongs to share 0, not to share 1 of 2");
    }

    @Test
    void aCheckpointSerializedByThisReleaseLineKeepsReading() throws Exception {
        // The serialized form of 0.1, from new ReindexCheckpoint("ARTICLE", 1, 2, {false, true, false, false},
        // {null, "ARTICLE#a00042", null, "ARTICLE#a00077"}, {null, "A", null, "A"}, {120, 100, 15, 4, 1}):
        // a checkpoint kept across an upgrade must resume, so this file changes only with a CHANGELOG line.
        ReindexCheckpoint kept;
        try (InputStream file = getClass().getResourceAsStream("reindex-checkpoint-0.1.ser");
             ObjectInputStream in = new ObjectInputStream(file)) {
            kept = (ReindexCheckpoint) in.readObject();
        }

        assertThat(kept).isEqualTo(new ReindexCheckpoint("ARTICLE", 1, 2, new boolean[] {false, true, false, false},
                new String[] {null, "ARTICLE#a00042", null, "ARTICLE#a00077"}, new String[] {null, "A", null, "A"},
                new long[] {120, 100, 15, 4, 1}));
        assertThat(kept.share()).isEqualTo(1);
        assertThat(kept.shares()).isEqualTo(2);
        assertThat(kept.lastKey(3)).isEqualTo(new ItemKey<>("ARTICLE#a00077", "A"));
        assertThat(kept.completed()).isFalse();
        assertThat(ReindexOptions.defaults().resumeFrom(kept).segments()).isEqualTo(4);
    }

    @Test
    void mergedSharesSumTheirCountsAndCompleteOnlyWhenEveryShareHas() {
        ReindexReport zero = report(checkpoint("JOB", 0, 3, 6, true, 10, 6, 3, 1, 0), List.of());
        ReindexReport one = report(checkpoint("JOB", 1, 3, 6, true, 20, 12, 7, 0, 1), keys("one", 1));
        ReindexReport two = report(checkpoint("JOB", 2, 3, 6, false, 5, 1, 2, 0, 2), keys("two", 2));

        ReindexReport merged = ReindexReport.merge(List.of(two, zero, one));

        assertThat(merged.entityType()).isEqualTo("JOB");
        assertThat(merged.scanned()).isEqualTo(35);
        assertThat(merged.updated()).isEqualTo(19);
        assertThat(merged.alreadyRight()).isEqualTo(12);
        assertThat(merged.changedMeanwhile()).isEqualTo(1);
        assertThat(merged.unreadable()).isEqualTo(3);
        assertThat(merged.unreadableKeys()).as("in share order").containsExactly(
                new ItemKey<>("one0", "S"), new ItemKey<>("two0", "S"), new ItemKey<>("two1", "S"));
        assertThat(merged.completed()).as("share 2 is not finished").isFalse();
        ReindexCheckpoint whole = merged.checkpoint();
        assertThat(whole.shares()).as("a checkpoint of the whole table").isEqualTo(1);
        assertThat(whole.segments()).isEqualTo(6);
        assertThat(whole.counts()).containsExactly(35, 19, 12, 1, 3);
        assertThat(whole.finished(0)).isTrue();
        assertThat(whole.finished(4)).isTrue();
        assertThat(whole.finished(5)).isFalse();
        assertThat(whole.lastKey(5)).isEqualTo(new ItemKey<>("P#5", "S"));

        ReindexReport twoDone = report(checkpoint("JOB", 2, 3, 6, true, 9, 4, 5, 0, 0), List.of());
        assertThat(ReindexReport.merge(List.of(zero, one, twoDone)).completed()).isTrue();
        assertThat(ReindexReport.merge(List.of(zero, one)).completed()).as("a share not given yet").isFalse();
    }

    @Test
    void mergedUnreadableKeysStayCapped() {
        ReindexReport zero = report(checkpoint("JOB", 0, 2, 2, true, 80, 0, 0, 0, 80), keys("a", 80));
        ReindexReport one = report(checkpoint("JOB", 1, 2, 2, true, 70, 0, 0, 0, 70), keys("b", 70));

        ReindexReport merged = ReindexReport.merge(List.of(one, zero));

        assertThat(merged.unreadable()).isEqualTo(150);
        assertThat(merged.unreadableKeys()).hasSize(ReindexReport.UNREADABLE_KEYS_KEPT)
                .startsWith(new ItemKey<>("a0", "S")).endsWith(new ItemKey<>("b19", "S"));
    }

    @Test
    void overlappingOrMismatchedSharesAreNotMerged() {
        ReindexReport zero = report(checkpoint("JOB", 0, 2, 4, false, 1, 1, 0, 0, 0), List.of());
        ReindexReport zeroLater = report(checkpoint("JOB", 0, 2, 4, true, 2, 2, 0, 0, 0), List.of());

        assertThatThrownBy(() -> ReindexReport.merge(List.of(zero, zeroLater)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("share 0 of 2 appears twice; give only its latest report (it counts every earlier run of that share)");
        assertThatThrownBy(() -> ReindexReport.merge(List.of(zero, report(checkpoint("JOB", 1, 2, 6, true, 0, 0, 0, 0, 0), List.of()))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot merge a JOB re-index of 6 segments in 2 shares with a JOB re-index of 4 segments in 2 shares:"
                        + " the shares of one re-index have one entity, the same segments and the same number of shares");
        assertThatThrownBy(() -> ReindexReport.merge(List.of(zero, report(checkpoint("JOB", 1, 4, 4, true, 0, 0, 0, 0, 0), List.of()))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("of 4 segments in 4 shares");
        assertThatThrownBy(() -> ReindexReport.merge(List.of(zero, report(checkpoint("NOTE", 1, 2, 4, true, 0, 0, 0, 0, 0), List.of()))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot merge a NOTE re-index");
        assertThatThrownBy(() -> ReindexReport.merge(List.of(zero, report(checkpoint("JOB", 0, 1, 4, true, 0, 0, 0, 0, 0), List.of()))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("4 segments in 1 share with");
        assertThatThrownBy(() -> ReindexReport.merge(List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("no re-index reports to merge");
    }

    @Test
    void aReportTravelsSerializedWithItsUnreadableKeys() throws Exception {
        ReindexReport report = report(checkpoint("JOB", 1, 2, 4, false, 9, 4, 3, 1, 1), keys("bad", 1));

        ReindexReport read = roundTrip(report);

        assertThat(read).isEqualTo(report);
        assertThat(read.unreadableKeys()).containsExactly(new ItemKey<>("bad0", "S"));
        assertThat(read.checkpoint().share()).isEqualTo(1);
    }
}
