package io.tablesmith.it.walk;

/** The walk over every write method on LocalDynamoDb, transactions included. */
class WriteWalkLocalTest extends WriteWalkContract {

    private final Engine engine = Engine.local();

    @Override
    Engine engine() {
        return engine;
    }
}
