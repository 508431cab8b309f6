package io.tablesmith.processor.model;

import java.util.List;
import java.util.Map;

/**
 * The declared transitions of one enum component ({@code @Transition}).
 *
 * @param component the enum component
 * @param moves for each source state (constant name, in declaration order), the states it may move to
 */
public record StateMachine(ComponentModel component, Map<String, List<String>> moves) {
}
