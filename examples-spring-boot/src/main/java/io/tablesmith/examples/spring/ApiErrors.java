package io.tablesmith.examples.spring;

import io.tablesmith.DuplicateItemException;
import io.tablesmith.IllegalTransitionException;
import io.tablesmith.InvalidPageTokenException;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.StaleTransitionException;
import io.tablesmith.TablesmithException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/** What Tablesmith refuses, as HTTP statuses with a problem detail (RFC 9457) that says why. */
@RestControllerAdvice
class ApiErrors {

    /** A move the state machine does not have, or a job no longer in the status the caller moved it from. */
    @ExceptionHandler({IllegalTransitionException.class, StaleTransitionException.class})
    ProblemDetail refusedTransition(TablesmithException e) {
        return problem(HttpStatus.CONFLICT, "Transition refused", e);
    }

    @ExceptionHandler(DuplicateItemException.class)
    ProblemDetail duplicate(DuplicateItemException e) {
        return problem(HttpStatus.CONFLICT, "Job exists", e);
    }

    /** Another write moved the job past the version of {@code If-Match}. */
    @ExceptionHandler(OptimisticLockException.class)
    ProblemDetail stale(OptimisticLockException e) {
        return problem(HttpStatus.PRECONDITION_FAILED, "Job changed since it was read", e);
    }

    @ExceptionHandler(ItemNotFoundException.class)
    ProblemDetail notFound(ItemNotFoundException e) {
        return problem(HttpStatus.NOT_FOUND, "No such job", e);
    }

    /** A page token this listing did not hand out (another status's, altered, or made up). */
    @ExceptionHandler({InvalidPageTokenException.class, IllegalArgumentException.class})
    ProblemDetail badRequest(RuntimeException e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, e.getMessage());
        problem.setTitle("Bad request");
        return problem;
    }

    private static ProblemDetail problem(HttpStatus status, String title, TablesmithException e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, e.getMessage());
        problem.setTitle(title);
        return problem;
    }
}
