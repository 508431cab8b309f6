package io.tablesmith.local;

import io.tablesmith.local.scenarios.StreamShardScenarios;
import java.time.Duration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

class LocalStreamShardTest extends StreamShardScenarios {
    private final SteppingClock clock = new SteppingClock(START);
    private LocalDynamoDb database;

    @Override
    protected DynamoDbClient client() {
        database = LocalDynamoDb.builder().clock(clock).streamShardRollover(RECORDS_PER_SHARD, SHARD_AGE).build();
        return database;
    }

    @Override
    protected DynamoDbStreamsClient streams() {
        return database.streamsClient();
    }

    @Override
    protected void advance(Duration by) {
        clock.advance(by);
    }
}
