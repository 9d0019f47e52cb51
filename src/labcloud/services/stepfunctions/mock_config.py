"""AWS's Step Functions Local mock configuration: a JSON file of test cases and mocked responses.

``StateMachines.<machine name>.TestCases.<case>.<state name>`` names a mocked response;
``MockedResponses.<name>`` maps attempt numbers (``"0"``, ``"1"``) or ranges (``"1-2"``) to
``{"Return": <result>}`` or ``{"Throw": {"Error", "Cause"}}``. An execution started with
``<state machine ARN>#<case>`` answers each mocked Task state's attempts in order (retries and
re-entries count; past the last attempt the last response repeats) and calls the real service for
Task states its case does not name. The file is read when a test case is asked for and read again
when it changes (settings ``sfn_mock_config``, ``--sfn-mock-config`` or ``SFN_MOCK_CONFIG``)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.stepfunctions.asl.errors import StatesError
from labcloud.services.stepfunctions.errors import sfn_error

_RANGE = re.compile(r"^(\d+)(?:-(\d+))?$")
#: The largest mock configuration file read, in bytes.
MAX_FILE_BYTES = 10 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Response:
    """One attempt's answer: a result, or an error (and cause) to throw."""

    value: Any = None
    error: str | None = None
    cause: str | None = None

    def answer(self) -> Any:
        if self.error is not None:
            raise StatesError(self.error, self.cause or "")
        return self.value


@dataclass(frozen=True, slots=True)
class MockConfig:
    #: machine name → case name → state name → the mocked response's attempts, in order.
    cases: dict[str, dict[str, dict[str, tuple[Response, ...]]]]


@dataclass(slots=True)
class MockCase:
    """One execution's test case: its mocked states and how many times each was attempted."""

    machine: str
    name: str
    states: dict[str, tuple[Response, ...]]
    attempts: dict[str, int] = field(default_factory=dict)

    def covers(self, state_name: str) -> bool:
        return state_name in self.states

    def answer(self, state_name: str) -> Any:
        responses = self.states[state_name]
        attempt = self.attempts.get(state_name, 0)
        self.attempts[state_name] = attempt + 1
        return responses[min(attempt, len(responses) - 1)].answer()


def _invalid(message: str) -> AwsError:
    return sfn_error("ValidationException", f"Invalid mock configuration: {message}")


def _response(name: str, key: str, value: Any) -> Response:
    if not isinstance(value, dict) or len(value) != 1 or next(iter(value)) not in ("Return", "Throw"):
        raise _invalid(f"MockedResponses.{name}.{key} must hold exactly one of Return or Throw")
    if "Return" in value:
        return Response(value["Return"])
    thrown = value["Throw"]
    if (
        not isinstance(thrown, dict)
        or not isinstance(thrown.get("Error"), str)
        or not isinstance(thrown.get("Cause", ""), str)
        or set(thrown) - {"Error", "Cause"}
    ):
        raise _invalid(
            f"MockedResponses.{name}.{key}.Throw must be an object with an Error (and a Cause) string"
        )
    return Response(error=thrown["Error"], cause=thrown.get("Cause", ""))


def _attempts(name: str, value: Any) -> tuple[Response, ...]:
    if not isinstance(value, dict) or not value:
        raise _invalid(f"MockedResponses.{name} must be a non-empty object")
    slots: dict[int, Response] = {}
    for key, item in value.items():
        found = _RANGE.match(key)
        if found is None:
            raise _invalid(
                f'MockedResponses.{name} key "{key}" must be an attempt number or a range like "1-2"'
            )
        first, last = int(found.group(1)), int(found.group(2) or found.group(1))
        if last < first:
            raise _invalid(f'MockedResponses.{name} range "{key}" ends before it starts')
        response = _response(name, key, item)
        for attempt in range(first, last + 1):
            if attempt in slots:
                raise _invalid(f"MockedResponses.{name} names attempt {attempt} twice")
            slots[attempt] = response
    if sorted(slots) != list(range(len(slots))):
        raise _invalid(f"MockedResponses.{name} attempts must run from 0 without gaps")
    return tuple(slots[i] for i in range(len(slots)))


def parse(text: str) -> MockConfig:
    try:
        doc = json.loads(text)
    except ValueError as exc:
        raise _invalid(f"the file is not JSON ({exc})") from None
    if not isinstance(doc, dict) or set(doc) - {"StateMachines", "MockedResponses"}:
        raise _invalid("the top level must be an object of StateMachines and MockedResponses")
    responses_doc = doc.get("MockedResponses") or {}
    machines_doc = doc.get("StateMachines") or {}
    if not isinstance(responses_doc, dict) or not isinstance(machines_doc, dict):
        raise _invalid("StateMachines and MockedResponses must be objects")
    responses = {name: _attempts(name, value) for name, value in responses_doc.items()}
    cases: dict[str, dict[str, dict[str, tuple[Response, ...]]]] = {}
    for machine, spec in machines_doc.items():
        if not isinstance(spec, dict) or not isinstance(spec.get("TestCases"), dict):
            raise _invalid(f"StateMachines.{machine} must hold a TestCases object")
        cases[machine] = {}
        for case, states in spec["TestCases"].items():
            if not isinstance(states, dict):
                raise _invalid(f"StateMachines.{machine}.TestCases.{case} must be an object")
            mocked: dict[str, tuple[Response, ...]] = {}
            for state_name, response_name in states.items():
                if response_name not in responses:
                    raise _invalid(
                        f"StateMachines.{machine}.TestCases.{case}.{state_name} names an unknown mocked "
                        f"response {response_name!r}"
                    )
                mocked[state_name] = responses[response_name]
            cases[machine][case] = mocked
    return MockConfig(cases)


class MockFile:
    """The configured file, parsed again whenever it changes on disk."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._seen: tuple[float, int] | None = None
        self._config: MockConfig | None = None

    def load(self) -> MockConfig:
        if self.path is None:
            raise _invalid("no mock configuration file is set (--sfn-mock-config or SFN_MOCK_CONFIG)")
        try:
            stat = self.path.stat()
            if stat.st_size > MAX_FILE_BYTES:
                raise _invalid(f"{self.path} is larger than {MAX_FILE_BYTES} bytes")
            stamp = (stat.st_mtime, stat.st_size)
            if self._config is None or stamp != self._seen:
                self._config = parse(self.path.read_text(encoding="utf-8"))
                self._seen = stamp
        except OSError as exc:
            raise _invalid(f"{self.path} cannot be read ({exc.strerror})") from None
        return self._config

    def case(self, machine: str, name: str) -> MockCase:
        config = self.load()
        machine_cases = config.cases.get(machine)
        if machine_cases is None:
            raise sfn_error(
                "ValidationException", f"The mock configuration has no state machine named '{machine}'"
            )
        if name not in machine_cases:
            raise sfn_error(
                "ValidationException",
                f"The mock configuration of '{machine}' has no test case named '{name}'",
            )
        return MockCase(machine, name, machine_cases[name])


def split_case(arn: str) -> tuple[str, str | None]:
    """``<state machine ARN>#<test case>`` → (the ARN, the case); a plain ARN has no case."""
    base, sep, case = arn.partition("#")
    return (base, case) if sep else (arn, None)
