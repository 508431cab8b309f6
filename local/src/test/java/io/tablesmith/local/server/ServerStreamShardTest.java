package io.tablesmith.local.server;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.SteppingClock;
import io.tablesmith.local.scenarios.StreamShardScenarios;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** The shard scenarios over HTTP, against a server of their own whose database rolls shards over. */
class ServerStreamShardTest extends StreamShardScenarios {
    private static final SteppingClock CLOCK = new SteppingClock(START);
    private static LocalDynamoDbServer server;
    private static DynamoDbClient client;
    private static DynamoDbStreamsClient streams;

    @BeforeAll
    static void start() {
        server = LocalDynamoDb.builder().clock(CLOCK).streamShardRollover(RECORDS_PER_SHARD, SHARD_AGE).build().serve(0);
        client = OnServer.httpClient(server.endpoint());
        streams = OnServer.httpStreamsClient(server.endpoint());
    }

    @AfterAll
    static void stop() {
        client.close();
        streams.close();
        server.close();
    }

    @Override
    protected DynamoDbClient client() {
        return client;
    }

    @Override
    protected DynamoDbStreamsClient streams() {
        return streams;
    }

    @Override
    protected void advance(Duration by) {
        CLOCK.advance(by);
    }
}
