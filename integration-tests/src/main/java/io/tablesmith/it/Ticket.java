package io.tablesmith.it;

import io.tablesmith.Attribute;
import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import io.tablesmith.Version;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/**
 * Every kind of update: a sparse index over two templates of one component each (gsi1), a
 * sparse index whose partition template needs two components (gsi2, so they are set together),
 * counters of each numeric type, and an attribute name full of expression syntax.
 */
@Entity(type = "TICKET")
@Key(pk = "TICKET#{id}", sk = "METADATA")
@Gsi(index = "gsi1", pk = "ASSIGNEE#{assignee}", sk = "{openedAt}", query = "byAssignee")
@Gsi(index = "gsi2", pk = "TEAM#{team}#{priority}", sk = "TICKET#{id}", query = "byTeam")
public record Ticket(
        String id,
        String title,
        String assignee,
        Instant openedAt,
        String team,
        Integer priority,
        int attempts,
        Long views,
        double score,
        BigDecimal cost,
        Boolean flagged,
        UUID ref,
        @Attribute("note #1: a.b = :v1") String note,
        @Version long version) {

    public static Ticket of(String id) {
        return new Ticket(id, "ticket " + id, null, null, null, null, 0, null, 0.0, null, null, null, null, 0);
    }

    public Ticket assignedTo(String newAssignee, Instant newOpenedAt) {
        return new Ticket(id, title, newAssignee, newOpenedAt, team, priority, attempts, views, score, cost, flagged, ref,
                note, version);
    }

    public Ticket inTeam(String newTeam, Integer newPriority) {
        return new Ticket(id, title, assignee, openedAt, newTeam, newPriority, attempts, views, score, cost, flagged, ref,
                note, version);
    }

    public Ticket withTitle(String newTitle) {
        return new Ticket(id, newTitle, assignee, openedAt, team, priority, attempts, views, score, cost, flagged, ref,
                note, version);
    }
}
