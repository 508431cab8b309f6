package io.tablesmith.kcl.jobs;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Version;

/** A research job, versioned: each write of it is a change whose images carry the version. */
@Entity(type = "JOB")
@Key(pk = "JOB#{id}", sk = "METADATA")
public record Job(String id, String title, @Version long version) {

    /** A new job, not stored yet. */
    public static Job named(String id, String title) {
        return new Job(id, title, 0);
    }

    public Job retitled(String newTitle) {
        return new Job(id, newTitle, version);
    }
}
