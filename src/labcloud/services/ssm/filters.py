"""ParameterFilters (and DescribeParameters' older Filters): AWS's keys, options and value checks.

DescribeParameters takes ``Name`` (Equals, BeginsWith, Contains), ``Path`` (OneLevel, Recursive),
``Type``, ``KeyId``, ``Tier``, ``DataType`` and ``tag:<key>`` (Equals, BeginsWith; a tag filter
without values asks only that the tag exists). GetParametersByPath takes ``Type``, ``KeyId``
and ``Label`` (Equals only: it picks the version holding the label), not tags. The older
``Filters`` list of DescribeParameters (``Name`` as BeginsWith, ``Type`` and ``KeyId`` as Equals) and
``ParameterFilters`` cannot be used together.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from labcloud.errors import AwsError
from labcloud.services.ssm import names, rules
from labcloud.services.ssm.errors import invalid_filter_key, invalid_filter_option, invalid_filter_value
from labcloud.services.ssm.repo.parameters import Parameter
from labcloud.services.ssm.sealing import DEFAULT_KEY

if TYPE_CHECKING:
    from labcloud.services.ssm.api import ParametersFilter, ParameterStringFilter

DESCRIBE_KEYS = ("Name", "Type", "KeyId", "Path", "Tier", "DataType")
BY_PATH_KEYS = ("Type", "KeyId", "Label")

Test = Callable[[Parameter], bool]


@dataclass(slots=True)
class Compiled:
    tests: list[Test] = field(default_factory=list)
    #: GetParametersByPath's Label filter: the labels whose versions are answered.
    labels: tuple[str, ...] = ()

    def accepts(self, item: Parameter) -> bool:
        return all(test(item) for test in self.tests)


def _key_id(item: Parameter) -> str:
    return (item.latest.key_id or DEFAULT_KEY) if item.latest.type == "SecureString" else ""


_FIELDS: dict[str, Callable[[Parameter], str]] = {
    "Name": lambda item: item.name,
    "Type": lambda item: item.latest.type,
    "KeyId": _key_id,
    "Tier": lambda item: item.latest.tier,
    "DataType": lambda item: item.latest.data_type,
}
_VALID_VALUES = {"Type": rules.TYPES, "Tier": ("Standard", "Advanced"), "DataType": rules.DATA_TYPES}


def _match(option: str, values: Sequence[str], actual: str) -> bool:
    if option == "BeginsWith":
        return any(actual.startswith(v) for v in values)
    if option == "Contains":
        return any(v in actual for v in values)
    return actual in values


def _field_test(option: str, values: Sequence[str], get: Callable[[Parameter], str]) -> Test:
    return lambda item: _match(option, values, get(item))


def _path_test(option: str, values: Sequence[str]) -> Test:
    prefixes = [v if v.endswith("/") else v + "/" for v in values]

    def test(item: Parameter) -> bool:
        for prefix in prefixes:
            if item.name.startswith(prefix) and (
                option == "Recursive" or "/" not in item.name[len(prefix) :]
            ):
                return True
        return False

    return test


def _tag_test(key: str, option: str, values: Sequence[str]) -> Test:
    def test(item: Parameter) -> bool:
        if key not in item.tags:
            return False
        return not values or _match(option, values, item.tags[key])

    return test


def compile_filters(filters: Iterable[ParameterStringFilter], keys: Sequence[str]) -> Compiled:
    out = Compiled()
    for entry in filters:
        key = entry["Key"]
        option = entry.get("Option") or ("OneLevel" if key == "Path" else "Equals")
        values = list(entry.get("Values") or [])
        if key not in keys and not (key.startswith("tag:") and keys is DESCRIBE_KEYS):
            raise invalid_filter_key(
                f"The following filter key is not valid: {key}. Valid filter keys include: [{', '.join(keys)}]."
            )
        if key == "Path":
            allowed: tuple[str, ...] = ("OneLevel", "Recursive")
        elif key == "Label":
            allowed = ("Equals",)
        elif key == "Name":
            allowed = ("Equals", "BeginsWith", "Contains")
        else:
            allowed = ("Equals", "BeginsWith")
        if option not in allowed:
            raise invalid_filter_option(
                f"The following filter option is not valid: {option}. Valid options include: [{', '.join(allowed)}]."
            )
        if not values and not key.startswith("tag:"):
            raise invalid_filter_value(
                f"The following filter values are missing : null for filter key {key}."
            )
        for value in values:
            valid = _VALID_VALUES.get(key)
            if valid is not None and value not in valid:
                raise invalid_filter_value(
                    f"The following filter value is not valid: {value}. Valid values include: [{', '.join(valid)}]."
                )
            if key == "Path":
                try:
                    names.check_path(value)
                except AwsError as exc:  # the name rules' text, as AWS answers a bad path value
                    raise invalid_filter_value(exc.message) from None
        if key == "Path":
            out.tests.append(_path_test(option, values))
        elif key == "Label":
            out.labels = tuple(values)
        elif key.startswith("tag:"):
            out.tests.append(_tag_test(key[4:], option, values))
        else:
            get = _FIELDS[key]
            out.tests.append(_field_test(option, values, get))
    return out


def compile_legacy(filters: Iterable[ParametersFilter]) -> Compiled:
    out = Compiled()
    for entry in filters:
        key = entry["Key"]
        if key not in ("Name", "Type", "KeyId"):
            raise invalid_filter_key(f"The following filter key is not valid: {key}.")
        values = list(entry["Values"])
        option = "BeginsWith" if key == "Name" else "Equals"
        get = _FIELDS[key]
        out.tests.append(_field_test(option, values, get))
    return out
