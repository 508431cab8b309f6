package io.tablesmith.reindex;

import io.tablesmith.TablesmithException;

/**
 * A re-index stopped by an error it could not retry past: throttling beyond the retry budget,
 * or any other DynamoDB error (the cause). Everything before it was done;
 * {@link #report()}'s checkpoint resumes right there.
 */
public final class ReindexFailedException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final transient ReindexReport report;

    public ReindexFailedException(ReindexReport report, String key, Throwable cause) {
        super(report.entityType(), key, "re-index stopped after " + report.scanned() + " items ("
                + cause.getMessage() + "); resume with ReindexOptions.resumeFrom(report().checkpoint())", cause);
        this.report = report;
    }

    /** The counts up to the failure and the checkpoint to resume from. */
    public ReindexReport report() {
        return report;
    }
}
