"""Checking a state machine definition the way Step Functions does, with its diagnostic codes.

``diagnose(text)`` answers the problems found (code, message, location) in AWS's wording:
``SCHEMA_VALIDATION_FAILED``, ``MISSING_TRANSITION_TARGET``, ``UNREACHABLE_STATE``,
``INVALID_JSON_DESCRIPTION``... ``invalid_definition_message`` joins them as CreateStateMachine's
``InvalidDefinition`` error says them. Features labcloud does not run (distributed Map, activities,
JSONata) are refused here, never accepted and ignored.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.services.stepfunctions.asl import choice, distributed_check, intrinsics, paths, resources
from labcloud.services.stepfunctions.asl import jsonata_expr as jx

TYPES = ("Task", "Wait", "Pass", "Succeed", "Fail", "Choice", "Parallel", "Map")
_COMMON = {"Type", "Comment", "QueryLanguage"}
_IO = {"InputPath", "OutputPath"}
_FLOW = {"Next", "End"}
_RESULT = {"ResultPath", "Parameters"}
_ERRORS = {"Retry", "Catch", "ResultSelector"}
FIELDS: dict[str, set[str]] = {
    "Pass": _COMMON | _IO | _FLOW | _RESULT | {"Result"},
    "Task": _COMMON
    | _IO
    | _FLOW
    | _RESULT
    | _ERRORS
    | {"Resource", "TimeoutSeconds", "TimeoutSecondsPath", "HeartbeatSeconds", "HeartbeatSecondsPath"},
    "Choice": _COMMON | _IO | {"Choices", "Default"},
    "Wait": _COMMON | _IO | _FLOW | {"Seconds", "Timestamp", "SecondsPath", "TimestampPath"},
    "Succeed": _COMMON | _IO,
    "Fail": _COMMON | {"Error", "Cause", "ErrorPath", "CausePath"},
    "Parallel": _COMMON | _IO | _FLOW | _RESULT | _ERRORS | {"Branches"},
    "Map": _COMMON
    | _IO
    | _FLOW
    | _RESULT
    | _ERRORS
    | {"Iterator", "ItemProcessor", "ItemsPath", "ItemSelector", "MaxConcurrency", "Label"}
    | set(distributed_check.DISTRIBUTED_ONLY),
}
#: Fields of the language that labcloud does not run: refused with a clear diagnostic.
UNSUPPORTED = {
    "Assign": "variables (Assign) in JSONPath states: labcloud runs Assign in JSONata states",
    "Credentials": "cross-account Task credentials",
}
_JSONATA_COMMON = {"Type", "Comment", "QueryLanguage"}
_JSONATA_FLOW = {"Next", "End", "Output", "Assign"}
#: The fields of each state type under ``QueryLanguage: "JSONata"``.
JSONATA_FIELDS: dict[str, set[str]] = {
    "Pass": _JSONATA_COMMON | _JSONATA_FLOW,
    "Task": _JSONATA_COMMON
    | _JSONATA_FLOW
    | {"Resource", "Arguments", "Retry", "Catch", "TimeoutSeconds", "HeartbeatSeconds"},
    "Choice": _JSONATA_COMMON | {"Choices", "Default", "Output", "Assign"},
    "Wait": _JSONATA_COMMON | _JSONATA_FLOW | {"Seconds", "Timestamp"},
    "Succeed": _JSONATA_COMMON | {"Output"},
    "Fail": _JSONATA_COMMON | {"Error", "Cause"},
    "Parallel": _JSONATA_COMMON | _JSONATA_FLOW | {"Branches", "Arguments", "Retry", "Catch"},
    "Map": _JSONATA_COMMON
    | _JSONATA_FLOW
    | {"ItemProcessor", "Items", "ItemSelector", "MaxConcurrency", "Retry", "Catch", "Label"},
}
LANGUAGES = ("JSONPath", "JSONata")
_TOP = {"StartAt", "States", "Comment", "Version", "TimeoutSeconds", "QueryLanguage"}


@dataclass(frozen=True, slots=True)
class Diagnostic:
    code: str
    message: str
    location: str

    def text(self) -> str:
        return f"{self.code}: {self.message} at {self.location}"


class _Checker:
    def __init__(self) -> None:
        self.found: list[Diagnostic] = []

    def add(self, code: str, message: str, location: str) -> None:
        self.found.append(Diagnostic(code, message, location))

    def schema(self, message: str, location: str) -> None:
        self.add("SCHEMA_VALIDATION_FAILED", message, location)

    def machine(self, doc: Any, where: str, top: bool, lang: str = "JSONPath") -> None:
        if not isinstance(doc, dict):
            self.schema("The value must be an object", where or "/")
            return
        if top:
            lang = doc.get("QueryLanguage", "JSONPath")
        allowed = _TOP if top else {"StartAt", "States", "Comment", "ProcessorConfig"}
        for key in doc:
            if key not in allowed:
                self.schema(f'The field "{key}" is not supported by Step Functions', where or "/")
        if lang not in LANGUAGES:
            self.schema(
                f'The field "QueryLanguage" should have one of these values: [{", ".join(LANGUAGES)}]',
                f"{where}/QueryLanguage",
            )
            return
        missing = [k for k in ("StartAt", "States") if k not in doc]
        if missing:
            self.schema(f"These fields are required: [{', '.join(missing)}]", where or "/")
            return
        if "ProcessorConfig" in doc:
            distributed_check.processor_config(self, doc["ProcessorConfig"], where)
        states = doc["States"]
        if not isinstance(states, dict) or not states:
            self.schema("The field 'States' must be a non-empty object", f"{where}/States")
            return
        if "TimeoutSeconds" in doc and not _positive_int(doc["TimeoutSeconds"]):
            self.schema("The value of 'TimeoutSeconds' must be a positive integer", f"{where}/TimeoutSeconds")
        start = doc["StartAt"]
        if not isinstance(start, str) or start not in states:
            self.add("MISSING_TRANSITION_TARGET", f"Missing 'StartAt' target: {start}", f"{where}/StartAt")
        for name, state in states.items():
            self.state(name, state, states, f"{where}/States/{name}", lang)
        if isinstance(start, str) and start in states:
            reached = _reachable(start, states)
            for name in states:
                if name not in reached:
                    self.add(
                        "UNREACHABLE_STATE", f'State "{name}" is not reachable.', f"{where}/States/{name}"
                    )

    def state(
        self, name: str, state: Any, states: dict[str, Any], where: str, lang: str = "JSONPath"
    ) -> None:
        if len(name) > 80:
            self.schema("State names must be 1 to 80 characters long", where)
        if not isinstance(state, dict):
            self.schema("The value of a state must be an object", where)
            return
        kind = state.get("Type")
        if kind not in TYPES:
            self.schema(
                f'The field "Type" should have one of these values: [{", ".join(TYPES)}]', f"{where}/Type"
            )
            return
        mine = state.get("QueryLanguage", lang)
        if mine not in LANGUAGES or (lang == "JSONata" and mine == "JSONPath"):
            self.schema(
                "A state may set QueryLanguage to JSONata only, and only in a JSONPath state machine",
                f"{where}/QueryLanguage",
            )
            return
        if mine == "JSONata":
            self.jsonata_state(kind, state, states, where)
            return
        for key in state:
            if key in UNSUPPORTED:
                self.schema(f"labcloud does not support {UNSUPPORTED[key]}", f"{where}/{key}")
            elif key not in FIELDS[kind]:
                self.schema(f'Field "{key}" is not supported by Step Functions for state type {kind}', where)
        if "Next" in FIELDS[kind]:
            has_next, has_end = "Next" in state, state.get("End") is True
            if has_next == has_end:
                self.schema("Exactly one of these fields is required: [Next, End]", where)
            if has_next and state["Next"] not in states:
                self.add(
                    "MISSING_TRANSITION_TARGET", f"Missing 'Next' target: {state['Next']}", f"{where}/Next"
                )
        for field in ("InputPath", "OutputPath", "ResultPath", "ItemsPath", "SecondsPath", "TimestampPath"):
            self.path(state, field, where)
        for field in ("Parameters", "ResultSelector", "ItemSelector"):
            if field in state:
                self.template(state[field], f"{where}/{field}")
        if kind in ("Parallel", "Map"):
            getattr(self, f"_{kind.lower()}")(state, states, where, mine)
        else:
            getattr(self, f"_{kind.lower()}")(state, states, where)
        for key in ("Retry", "Catch"):
            if key in state:
                self.handlers(key, state[key], states, f"{where}/{key}")

    def next_or_end(self, state: dict[str, Any], states: dict[str, Any], where: str) -> None:
        has_next, has_end = "Next" in state, state.get("End") is True
        if has_next == has_end:
            self.schema("Exactly one of these fields is required: [Next, End]", where)
        if has_next and state["Next"] not in states:
            self.add("MISSING_TRANSITION_TARGET", f"Missing 'Next' target: {state['Next']}", f"{where}/Next")

    def expressions(self, value: Any, where: str) -> None:
        for text in jx.expressions(value):
            try:
                jx.compile_expression(text)
            except ValueError as exc:
                self.schema(f"The JSONata expression '{text}' is not valid: {exc}", where)

    def jsonata_state(self, kind: str, state: dict[str, Any], states: dict[str, Any], where: str) -> None:
        for key in state:
            if key in UNSUPPORTED and key != "Assign":
                self.schema(f"labcloud does not support {UNSUPPORTED[key]}", f"{where}/{key}")
            elif key not in JSONATA_FIELDS[kind]:
                self.schema(f'The field "{key}" is not supported for the JSONata query language', where)
        for key, value in state.items():
            if key not in ("Branches", "ItemProcessor", "Choices", "Retry", "Catch"):
                self.expressions(value, f"{where}/{key}")
        if "Next" in JSONATA_FIELDS[kind]:
            self.next_or_end(state, states, where)
        if kind == "Task":
            self._task(state, states, where)
        elif kind == "Wait":
            given = [k for k in ("Seconds", "Timestamp") if k in state]
            if len(given) != 1:
                self.schema("Exactly one of these fields is required: [Seconds, Timestamp]", where)
            for key in given:
                value = state[key]
                ok = jx.is_expression(value) or (
                    (_int(value) and value >= 0)
                    if key == "Seconds"
                    else choice.parse_timestamp(value) is not None
                )
                if not ok:
                    self.schema(
                        f"The value of '{key}' must be a JSONata expression or a valid value",
                        f"{where}/{key}",
                    )
        elif kind == "Fail":
            for key in ("Error", "Cause"):
                if key in state and not isinstance(state[key], str):
                    self.schema(f"The value of '{key}' must be a string", f"{where}/{key}")
        elif kind == "Choice":
            rules = state.get("Choices")
            if not isinstance(rules, list) or not rules:
                self.schema("The field 'Choices' must be a non-empty array", f"{where}/Choices")
            else:
                for i, rule in enumerate(rules):
                    here = f"{where}/Choices/{i}"
                    if not isinstance(rule, dict) or "Condition" not in rule or "Next" not in rule:
                        self.schema("These fields are required: [Condition, Next]", here)
                        continue
                    for key in rule:
                        if key not in ("Condition", "Next", "Assign", "Output", "Comment"):
                            self.schema(f'The field "{key}" is not supported in a JSONata choice rule', here)
                    self.expressions(rule, here)
                    if rule["Next"] not in states:
                        self.add(
                            "MISSING_TRANSITION_TARGET",
                            f"Missing 'Next' target: {rule['Next']}",
                            f"{here}/Next",
                        )
            if "Default" in state and state["Default"] not in states:
                self.add(
                    "MISSING_TRANSITION_TARGET",
                    f"Missing 'Default' target: {state['Default']}",
                    f"{where}/Default",
                )
        elif kind == "Parallel":
            self._parallel(state, states, where, "JSONata")
        elif kind == "Map":
            self._map(state, states, where, "JSONata")
        for key in ("Retry", "Catch"):
            if key in state:
                self.handlers(key, state[key], states, f"{where}/{key}", jsonata=True)

    def path(self, state: dict[str, Any], field: str, where: str) -> None:
        if field not in state or (
            state[field] is None and field in ("InputPath", "OutputPath", "ResultPath")
        ):
            return
        value = state[field]
        if not isinstance(value, str) or not paths.is_path(value):
            self.schema(f"The value for the field '{field}' must be a valid JSONPath", f"{where}/{field}")

    def template(self, value: Any, where: str) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if key.endswith(".$"):
                    ok = isinstance(item, str) and (
                        paths.is_path(item) or (intrinsics.is_intrinsic(item) and _parses(item))
                    )
                    if not ok:
                        self.schema(
                            f"The value for the field '{key}' must be a valid JSONPath or a valid "
                            "intrinsic function call",
                            f"{where}/{key}",
                        )
                else:
                    self.template(item, f"{where}/{key}")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                self.template(item, f"{where}/{i}")

    def _task(self, state: dict[str, Any], states: dict[str, Any], where: str) -> None:
        resource = state.get("Resource")
        if not isinstance(resource, str) or not resource.startswith("arn:"):
            self.schema("The field 'Resource' must be an ARN", f"{where}/Resource")
        elif resources.parse(resource) is None:
            self.schema(
                f"The resource provided {resource} is not recognized. The value is not a valid resource ARN, "
                "or the resource is not available in this region.",
                f"{where}/Resource",
            )
        for field in ("TimeoutSeconds", "HeartbeatSeconds"):
            if field in state and not _positive_int(state[field]):
                self.schema(f"The value of '{field}' must be a positive integer", f"{where}/{field}")

    def _pass(self, state: dict[str, Any], states: dict[str, Any], where: str) -> None:
        pass

    def _succeed(self, state: dict[str, Any], states: dict[str, Any], where: str) -> None:
        pass

    def _fail(self, state: dict[str, Any], states: dict[str, Any], where: str) -> None:
        for plain, path in (("Error", "ErrorPath"), ("Cause", "CausePath")):
            if plain in state and path in state:
                self.schema(f"Only one of these fields is allowed: [{plain}, {path}]", where)
            if path in state:
                value = state[path]
                if not isinstance(value, str) or not (
                    paths.is_path(value) or (intrinsics.is_intrinsic(value) and _parses(value))
                ):
                    self.schema(
                        f"The value for the field '{path}' must be a valid JSONPath", f"{where}/{path}"
                    )

    def _wait(self, state: dict[str, Any], states: dict[str, Any], where: str) -> None:
        given = [k for k in ("Seconds", "Timestamp", "SecondsPath", "TimestampPath") if k in state]
        if len(given) != 1:
            self.schema(
                "Exactly one of these fields is required: [Seconds, Timestamp, SecondsPath, TimestampPath]",
                where,
            )
        if "Seconds" in state and not (_int(state["Seconds"]) and state["Seconds"] >= 0):
            self.schema("The value of 'Seconds' must be a non-negative integer", f"{where}/Seconds")
        if "Timestamp" in state and choice.parse_timestamp(state["Timestamp"]) is None:
            self.schema("The value of 'Timestamp' must be an ISO-8601 timestamp", f"{where}/Timestamp")

    def _choice(self, state: dict[str, Any], states: dict[str, Any], where: str) -> None:
        rules = state.get("Choices")
        if not isinstance(rules, list) or not rules:
            self.schema("The field 'Choices' must be a non-empty array", f"{where}/Choices")
            return
        for i, rule in enumerate(rules):
            self.rule(rule, f"{where}/Choices/{i}", top=True)
            if isinstance(rule, dict) and "Next" in rule and rule["Next"] not in states:
                self.add(
                    "MISSING_TRANSITION_TARGET",
                    f"Missing 'Next' target: {rule['Next']}",
                    f"{where}/Choices/{i}/Next",
                )
        if "Default" in state and state["Default"] not in states:
            self.add(
                "MISSING_TRANSITION_TARGET",
                f"Missing 'Default' target: {state['Default']}",
                f"{where}/Default",
            )

    def rule(self, rule: Any, where: str, top: bool) -> None:
        if not isinstance(rule, dict):
            self.schema("A choice rule must be an object", where)
            return
        if top and "Next" not in rule:
            self.schema("These fields are required: [Next]", where)
        if not top and "Next" in rule:
            self.schema('Field "Next" is not supported by Step Functions in a nested choice rule', where)
        for combinator in ("And", "Or"):
            if combinator in rule:
                nested = rule[combinator]
                if not isinstance(nested, list) or not nested:
                    self.schema(
                        f"The field '{combinator}' must be a non-empty array", f"{where}/{combinator}"
                    )
                    return
                for i, item in enumerate(nested):
                    self.rule(item, f"{where}/{combinator}/{i}", top=False)
                return
        if "Not" in rule:
            self.rule(rule["Not"], f"{where}/Not", top=False)
            return
        variable = rule.get("Variable")
        if not isinstance(variable, str) or not paths.is_path(variable):
            self.schema("The field 'Variable' must be a valid JSONPath", f"{where}/Variable")
        operators = [k for k in rule if k in choice.OPERATORS or k in choice.TESTS]
        unknown = [
            k for k in rule if k not in choice.OPERATORS | choice.TESTS | {"Variable", "Next", "Comment"}
        ]
        for key in unknown:
            self.schema(f'Field "{key}" is not supported by Step Functions in a choice rule', where)
        if len(operators) != 1:
            self.schema("A choice rule must have exactly one comparison operator", where)
            return
        op = operators[0]
        value = rule[op]
        if op in choice.TESTS:
            if not isinstance(value, bool):
                self.schema(f"The value of '{op}' must be a boolean", f"{where}/{op}")
            return
        kind, _, by_path = choice.split_operator(op)
        ok = (
            (isinstance(value, str) and paths.is_path(value))
            if by_path
            else {
                "String": isinstance(value, str),
                "Numeric": isinstance(value, int | float) and not isinstance(value, bool),
                "Boolean": isinstance(value, bool),
                "Timestamp": choice.parse_timestamp(value) is not None,
            }[kind]
        )
        if not ok:
            self.schema(f"The value of '{op}' has the wrong type", f"{where}/{op}")

    def _parallel(self, state: dict[str, Any], states: dict[str, Any], where: str, lang: str) -> None:
        branches = state.get("Branches")
        if not isinstance(branches, list) or not branches:
            self.schema("The field 'Branches' must be a non-empty array", f"{where}/Branches")
            return
        for i, branch in enumerate(branches):
            self.machine(branch, f"{where}/Branches/{i}", top=False, lang=lang)

    def _map(self, state: dict[str, Any], states: dict[str, Any], where: str, lang: str) -> None:
        processor = state.get("ItemProcessor", state.get("Iterator"))
        if processor is None:
            self.schema("These fields are required: [ItemProcessor]", where)
        else:
            key = "ItemProcessor" if "ItemProcessor" in state else "Iterator"
            self.machine(processor, f"{where}/{key}", top=False, lang=lang)
        if "MaxConcurrency" in state and not (_int(state["MaxConcurrency"]) and state["MaxConcurrency"] >= 0):
            self.schema(
                "The value of 'MaxConcurrency' must be a non-negative integer", f"{where}/MaxConcurrency"
            )
        distributed_check.check_map(self, state, where, lang)

    def handlers(
        self, key: str, rules: Any, states: dict[str, Any], where: str, jsonata: bool = False
    ) -> None:
        if not isinstance(rules, list):
            self.schema(f"The field '{key}' must be an array", where)
            return
        for i, rule in enumerate(rules):
            here = f"{where}/{i}"
            if (
                not isinstance(rule, dict)
                or not isinstance(rule.get("ErrorEquals"), list)
                or not rule["ErrorEquals"]
            ):
                self.schema("These fields are required: [ErrorEquals]", here)
                continue
            names = rule["ErrorEquals"]
            if "States.ALL" in names and len(names) > 1:
                self.schema("States.ALL must appear alone in ErrorEquals", f"{here}/ErrorEquals")
            if "States.ALL" in names and i != len(rules) - 1:
                self.schema(
                    f"States.ALL must appear in the last {key[:-1] if key == 'Retry' else key} rule", here
                )
            if key == "Catch":
                if rule.get("Next") not in states:
                    self.add(
                        "MISSING_TRANSITION_TARGET",
                        f"Missing 'Next' target: {rule.get('Next')}",
                        f"{here}/Next",
                    )
                if jsonata:
                    for field in rule:
                        if field not in ("ErrorEquals", "Next", "Output", "Assign", "Comment"):
                            self.schema(f'The field "{field}" is not supported in a JSONata catcher', here)
                    self.expressions(rule, here)
                elif (
                    "ResultPath" in rule
                    and rule["ResultPath"] is not None
                    and not paths.is_path(str(rule["ResultPath"]))
                ):
                    self.schema(
                        "The value for the field 'ResultPath' must be a valid JSONPath", f"{here}/ResultPath"
                    )
            else:
                self.retrier(rule, here)

    def retrier(self, rule: dict[str, Any], where: str) -> None:
        allowed = {
            "ErrorEquals",
            "IntervalSeconds",
            "MaxAttempts",
            "BackoffRate",
            "MaxDelaySeconds",
            "JitterStrategy",
            "Comment",
        }
        for key in rule:
            if key not in allowed:
                self.schema(f'Field "{key}" is not supported by Step Functions in a retrier', where)
        if "IntervalSeconds" in rule and not _positive_int(rule["IntervalSeconds"]):
            self.schema(
                "The value of 'IntervalSeconds' must be a positive integer", f"{where}/IntervalSeconds"
            )
        if "MaxAttempts" in rule and not (_int(rule["MaxAttempts"]) and rule["MaxAttempts"] >= 0):
            self.schema("The value of 'MaxAttempts' must be a non-negative integer", f"{where}/MaxAttempts")
        rate = rule.get("BackoffRate", 2.0)
        if isinstance(rate, bool) or not isinstance(rate, int | float) or rate < 1:
            self.schema(
                "The value of 'BackoffRate' must be a number greater than or equal to 1.0",
                f"{where}/BackoffRate",
            )
        if "MaxDelaySeconds" in rule and not _positive_int(rule["MaxDelaySeconds"]):
            self.schema(
                "The value of 'MaxDelaySeconds' must be a positive integer", f"{where}/MaxDelaySeconds"
            )
        if rule.get("JitterStrategy", "NONE") not in ("FULL", "NONE"):
            self.schema(
                'The field "JitterStrategy" should have one of these values: [FULL, NONE]',
                f"{where}/JitterStrategy",
            )


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _positive_int(value: Any) -> bool:
    return _int(value) and value > 0


def _parses(text: str) -> bool:
    try:
        intrinsics.parse(text)
    except Exception:  # noqa: BLE001 - any parse failure is a diagnostic
        return False
    return True


def _targets(state: dict[str, Any]) -> list[str]:
    out = [state["Next"]] if isinstance(state.get("Next"), str) else []
    for rule in state.get("Choices") or []:
        if isinstance(rule, dict) and isinstance(rule.get("Next"), str):
            out.append(rule["Next"])
    if isinstance(state.get("Default"), str):
        out.append(state["Default"])
    for rule in state.get("Catch") or []:
        if isinstance(rule, dict) and isinstance(rule.get("Next"), str):
            out.append(rule["Next"])
    return out


def _reachable(start: str, states: dict[str, Any]) -> set[str]:
    seen = {start}
    pending = [start]
    while pending:
        state = states.get(pending.pop())
        if not isinstance(state, dict):
            continue
        for target in _targets(state):
            if target in states and target not in seen:
                seen.add(target)
                pending.append(target)
    return seen


def parse(text: str) -> tuple[Any, list[Diagnostic]]:
    try:
        doc = json.loads(text)
    except ValueError as exc:
        return None, [Diagnostic("INVALID_JSON_DESCRIPTION", str(exc), "/")]
    checker = _Checker()
    checker.machine(doc, "", top=True)
    return doc, checker.found


def invalid_definition_message(found: list[Diagnostic]) -> str:
    return "Invalid State Machine Definition: '" + ", ".join(d.text() for d in found) + "'"
