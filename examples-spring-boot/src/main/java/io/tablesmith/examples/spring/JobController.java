package io.tablesmith.examples.spring;

import io.tablesmith.ItemNotFoundException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.examples.spring.research.Job;
import io.tablesmith.examples.spring.research.JobRepository;
import io.tablesmith.examples.spring.research.JobStatus;
import java.net.URI;
import java.time.Clock;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The jobs over HTTP. Each response's {@code ETag} is the job's version; a {@code PUT} names the
 * version it read in {@code If-Match} and is refused with 412 once another write moved it on. What
 * Tablesmith refuses becomes a status in {@link ApiErrors}.
 */
@RestController
@RequestMapping("/jobs")
class JobController {

    /** What {@code POST /jobs} takes. */
    record NewJob(String id, String title) {
    }

    /** What {@code POST /jobs/{id}/status} takes: the move, from the status the caller saw. */
    record StatusChange(JobStatus from, JobStatus to) {
    }

    /** What {@code PUT /jobs/{id}} takes. */
    record Retitle(String title) {
    }

    /** One page of a listing, and the token of the next, to hand back as {@code pageToken}; null on the last. */
    record JobPage(List<Job> items, String nextPageToken) {
    }

    private final JobRepository jobs;
    private final Clock clock = Clock.systemUTC();

    JobController(JobRepository jobs) {
        this.jobs = jobs;
    }

    @PostMapping
    ResponseEntity<Job> submit(@RequestBody NewJob request) {
        Job job = jobs.create(Job.submitted(request.id(), request.title(), clock.instant()));
        return ResponseEntity.created(URI.create("/jobs/" + job.id())).eTag(eTag(job)).body(job);
    }

    @GetMapping("/{id}")
    ResponseEntity<Job> get(@PathVariable String id) {
        return jobs.get(id).map(job -> ResponseEntity.ok().eTag(eTag(job)).body(job))
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    /** The jobs of one status, newest first, a page at a time. */
    @GetMapping
    JobPage byStatus(@RequestParam JobStatus status, @RequestParam(defaultValue = "20") int limit,
                     @RequestParam(required = false) String pageToken) {
        PageRequest request = PageRequest.of(limit).descending();
        Page<Job> page = jobs.byStatus(status, pageToken == null ? request : request.after(pageToken));
        return new JobPage(page.items(), page.nextToken().orElse(null));
    }

    /** A move of the job's state machine: 409 when it is not one, or the job is no longer where the caller saw it. */
    @PostMapping("/{id}/status")
    ResponseEntity<Job> move(@PathVariable String id, @RequestBody StatusChange change) {
        Job job = jobs.transitionStatus(id, change.from(), change.to());
        return ResponseEntity.ok().eTag(eTag(job)).body(job);
    }

    /** A new title, written only if the job is still at the version of {@code If-Match}: 412 otherwise. */
    @PutMapping("/{id}")
    ResponseEntity<Job> retitle(@PathVariable String id, @RequestHeader("If-Match") String ifMatch,
                                @RequestBody Retitle request) {
        Job current = jobs.get(id).orElseThrow(() -> new ItemNotFoundException("JOB", "id=" + id, "no job " + id));
        Job job = jobs.replace(current.retitled(request.title(), version(ifMatch)));
        return ResponseEntity.ok().eTag(eTag(job)).body(job);
    }

    private static String eTag(Job job) {
        return "\"" + job.version() + "\"";
    }

    private static long version(String eTag) {
        String value = eTag.trim();
        if (value.startsWith("W/")) {
            value = value.substring(2);
        }
        try {
            return Long.parseLong(value.replace("\"", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("If-Match is " + eTag + ", not a version this service handed out as ETag");
        }
    }
}
