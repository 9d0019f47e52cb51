"""What the lab harness types for AWS CLI v2 is what the labs tell a v2 learner to type, in every language."""

from __future__ import annotations

from aws_clis import MOVE_TASK_COMMANDS

from labcloud.labs.scenario import LANGUAGES
from labcloud.labs.scenarios import get


def test_the_move_task_alternatives_are_the_labs_own_words() -> None:
    scenario = get("dlq-isolation")
    for language in LANGUAGES:
        text = scenario.instructions(language)
        for cli, boto3 in MOVE_TASK_COMMANDS.items():
            assert cli in text and f"    {boto3}\n" in text, language


def test_the_invoke_note_for_v2_is_in_every_language() -> None:
    scenario = get("lambda-diagnose")
    for language in LANGUAGES:
        assert "--cli-binary-format raw-in-base64-out" in scenario.instructions(language), language
