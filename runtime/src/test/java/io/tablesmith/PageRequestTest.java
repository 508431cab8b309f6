package io.tablesmith;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PageRequestTest {

    @Test
    void everyMethodReturnsANewRequestAndLeavesTheOriginalAlone() {
        PageRequest first = PageRequest.of(20);
        PageRequest next = first.descending().after("token");

        assertThat(first.isDescending()).isFalse();
        assertThat(first.token()).isEmpty();
        assertThat(next.limit()).isEqualTo(20);
        assertThat(next.isDescending()).isTrue();
        assertThat(next.token()).contains("token");
        assertThat(next.ascending().isDescending()).isFalse();
        assertThat(next).isEqualTo(PageRequest.of(20).after("token").descending());
    }

    @Test
    void aPageHoldsAtLeastOneItem() {
        assertThatThrownBy(() -> PageRequest.of(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least one item");
    }
}
