package io.tablesmith.kcl;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import software.amazon.awssdk.services.kinesis.model.Record;
import software.amazon.kinesis.exceptions.InvalidStateException;
import software.amazon.kinesis.exceptions.KinesisClientLibDependencyException;
import software.amazon.kinesis.exceptions.ShutdownException;
import software.amazon.kinesis.exceptions.ThrottlingException;
import software.amazon.kinesis.processor.Checkpointer;
import software.amazon.kinesis.processor.PreparedCheckpointer;
import software.amazon.kinesis.processor.RecordProcessorCheckpointer;

/**
 * KCL's checkpointer of one shard, as a processor sees it: each {@link #checkpoint()} is written to a log, or refused
 * with the next of the failures it was given. The processor under test uses only {@code checkpoint()}; the other
 * methods refuse to be called.
 */
final class ScriptedCheckpointer implements RecordProcessorCheckpointer {
    private final List<String> log;
    private final Deque<Exception> failures = new ArrayDeque<>();

    ScriptedCheckpointer(List<String> log, Exception... failures) {
        this.log = log;
        this.failures.addAll(List.of(failures));
    }

    @Override
    public void checkpoint()
            throws KinesisClientLibDependencyException, InvalidStateException, ThrottlingException, ShutdownException {
        Exception failure = failures.poll();
        if (failure == null) {
            log.add("checkpoint");
            return;
        }
        log.add("checkpoint refused: " + failure.getClass().getSimpleName());
        // throttling and a failed dependency are unchecked (KCL's retryable exceptions), the others checked
        if (failure instanceof ThrottlingException || failure instanceof KinesisClientLibDependencyException) {
            throw (RuntimeException) failure;
        }
        if (failure instanceof ShutdownException shutdown) {
            throw shutdown;
        }
        if (failure instanceof InvalidStateException invalid) {
            throw invalid;
        }
        throw new IllegalArgumentException("checkpoint() throws no " + failure);
    }

    @Override
    public void checkpoint(Record record) {
        throw unused();
    }

    @Override
    public void checkpoint(String sequenceNumber) {
        throw unused();
    }

    @Override
    public void checkpoint(String sequenceNumber, long subSequenceNumber) {
        throw unused();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint() {
        throw unused();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(byte[] applicationState) {
        throw unused();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(Record record) {
        throw unused();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(Record record, byte[] applicationState) {
        throw unused();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(String sequenceNumber) {
        throw unused();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(String sequenceNumber, byte[] applicationState) {
        throw unused();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(String sequenceNumber, long subSequenceNumber) {
        throw unused();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(String sequenceNumber, long subSequenceNumber,
            byte[] applicationState) {
        throw unused();
    }

    @Override
    public Checkpointer checkpointer() {
        throw unused();
    }

    private static UnsupportedOperationException unused() {
        return new UnsupportedOperationException("the processor checkpoints with checkpoint() only");
    }
}
