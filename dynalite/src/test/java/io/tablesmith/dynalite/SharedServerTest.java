package io.tablesmith.dynalite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Runs two test classes in a test run of their own (JUnit's EngineTestKit) and checks that
 * they got one server between them and that the server was gone when that run ended.
 */
class SharedServerTest {
    /** What the inner classes saw; cleared before each run. */
    static final List<DynaliteServer> SEEN = new CopyOnWriteArrayList<>();

    @Test
    void testClassesOfOneRunShareOneServerThatStopsWhenTheRunEnds() {
        SEEN.clear();

        Events tests = EngineTestKit.engine("junit-jupiter")
                .selectors(selectClass(FirstUser.class), selectClass(SecondUser.class))
                .execute()
                .testEvents();

        tests.assertStatistics(stats -> stats.started(2).succeeded(2).failed(0));
        assertThat(SEEN).hasSize(2);
        DynaliteServer server = SEEN.get(0);
        assertThat(SEEN.get(1)).isSameAs(server);
        // execute() returns after the run's root store was closed, and close() waits for the exit.
        assertThat(server.processHandle().isAlive()).isFalse();
    }

    // Nested classes are left out of Surefire's own run (it skips names with '$'); they only
    // run inside the test above.

    @ExtendWith(DynaliteExtension.class)
    static class FirstUser {
        @Test
        void usesTheServer(DynaliteServer server, DynamoDbClient dynamo) {
            dynamo.listTables();
            SEEN.add(server);
        }
    }

    @ExtendWith(DynaliteExtension.class)
    static class SecondUser {
        @Test
        void usesTheServer(DynaliteServer server, DynamoDbClient dynamo) {
            dynamo.listTables();
            SEEN.add(server);
        }
    }
}
