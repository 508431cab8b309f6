package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which streams a consumer group reads, in which order, after its table's stream was replaced. */
class StreamsToReadTest {

    private static final String TABLE = "arn:aws:dynamodb:eu-west-1:123456789012:table/research/stream/";
    private static final String FIRST = TABLE + "2026-11-01T08:00:00.000";
    private static final String SECOND = TABLE + "2026-11-02T08:00:00.000";
    private static final String LATEST = TABLE + "2026-11-03T08:00:00.000";

    private static Map<String, StreamCheckpoints.State> states(StreamCheckpoints.State... states) {
        Map<String, StreamCheckpoints.State> byShard = new LinkedHashMap<>();
        for (StreamCheckpoints.State state : states) {
            byShard.put(state.shardId(), state);
        }
        return byShard;
    }

    private static StreamCheckpoints.State shard(String id, boolean done, String stream) {
        return new StreamCheckpoints.State(id, "100", done, null, 0, stream);
    }

    @Test
    void olderStreamsWithUnfinishedShardsComeFirstOldestFirstThenTheLatest() {
        Map<String, StreamCheckpoints.State> states = states(shard("s3", false, SECOND), shard("s1", false, FIRST),
                shard("s2", false, FIRST), shard("s4", false, LATEST));

        assertThat(StreamReader.streamsToRead(states, LATEST)).containsExactly(FIRST, SECOND, LATEST);
    }

    @Test
    void aStreamWhoseShardsAreAllDoneIsNotReadAgain() {
        Map<String, StreamCheckpoints.State> states = states(shard("s1", true, FIRST), shard("s3", false, SECOND));

        assertThat(StreamReader.streamsToRead(states, LATEST)).containsExactly(SECOND, LATEST);
    }

    @Test
    void aCheckpointThatNamesNoStreamCountsAsTheLatestStreams() {
        Map<String, StreamCheckpoints.State> states = states(shard("s1", false, null));

        assertThat(StreamReader.streamsToRead(states, LATEST)).containsExactly(LATEST);
    }
}
