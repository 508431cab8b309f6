package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares allowed moves of an enum component: a state machine the generated repository
 * enforces. Repeat it for every source state:
 *
 * <pre>{@code
 * record Job(String id,
 *            @Transition(from = "QUEUED", to = "RUNNING")
 *            @Transition(from = "RUNNING", to = {"SUCCEEDED", "FAILED"})
 *            JobStatus status, ...) {}
 * }</pre>
 *
 * The processor checks every name against the enum's constants at compile time and generates
 * {@code transitionStatus(key..., from, to)} on the repository and {@code transitionStatus(from, to)}
 * on the update builder: a move that is not declared is refused before any request
 * ({@link IllegalTransitionException}), and the write is conditional on the stored state being
 * {@code from} ({@link StaleTransitionException} otherwise). The builder has no plain setter for
 * such a component, so updates cannot bypass the state machine (create, put and replace still
 * write whatever the record holds).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
@Repeatable(Transition.List.class)
public @interface Transition {

    /** The name of the enum constant the item moves from. */
    String from();

    /** The names of the enum constants the item may move to from {@link #from()}. */
    String[] to();

    /** Holds repeated {@link Transition} annotations. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.RECORD_COMPONENT)
    @interface List {
        /** The transitions. */
        Transition[] value();
    }
}
