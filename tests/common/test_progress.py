"""Progress as lines for a log: a line now and then with an estimate, and the end of a stage that had them."""

from __future__ import annotations

from audioguide.common.progress import StageLines


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_lines_with_an_estimate_every_ten_seconds() -> None:
    lines: list[str] = []
    clock = Clock()
    with StageLines("speech", 544, lines.append, clock=clock) as stage:
        for _ in range(8):
            clock.now += 3
            stage.advance(20)
        clock.now += 60
        stage.advance(384)
    assert lines == [
        "speech: 80 of 544 (15%), about 70 s left",
        "speech: 160 of 544 (29%), about 58 s left",
        "speech: 544 of 544 in 84 s",
    ]


def test_a_long_stage_says_minutes_and_a_failed_one_no_end() -> None:
    lines: list[str] = []
    clock = Clock()
    try:
        with StageLines("episodes", 10, lines.append, clock=clock) as stage:
            clock.now += 600
            stage.advance(1)
            raise KeyboardInterrupt
    except KeyboardInterrupt:
        pass
    assert lines == ["episodes: 1 of 10 (10%), about 90 min left"]


def test_a_quick_stage_says_nothing() -> None:
    lines: list[str] = []
    clock = Clock()
    with StageLines("speech", 3, lines.append, clock=clock) as stage:
        clock.now += 9
        stage.advance(3)
    assert lines == []
