"""The api generator on a structure with a member that is no Python identifier (CloudWatch Logs'
CreateExportTask: ``from`` and ``to``) and both required and optional members."""

from __future__ import annotations

import typing

from labcloud.services._codegen import api_types

MODEL = {
    "operations": {"Export": {"input": {"shape": "ExportRequest"}}},
    "shapes": {
        "ExportRequest": {
            "type": "structure",
            "required": ["group", "from"],
            "members": {
                "group": {"shape": "Text"},
                "from": {"shape": "Number"},
                "to": {"shape": "Number"},
                "name": {"shape": "Text"},
            },
        },
        "Text": {"type": "string"},
        "Number": {"type": "long"},
    },
}


def test_required_and_optional_members_with_a_keyword_member():
    source = api_types.render("toy", MODEL)
    namespace: dict[str, typing.Any] = {}
    exec(compile(source, "api.py", "exec"), namespace)
    request = namespace["ExportRequest"]
    assert request.__required_keys__ == frozenset({"group", "from"})
    assert request.__optional_keys__ == frozenset({"to", "name"})
    # the part with a keyword member is functional; the other a class, as ruff's UP013 rewrites it
    assert (
        '_ExportRequestRequired = TypedDict("_ExportRequestRequired", {"group": "str", "from": "int"})'
        in source
    )
    assert "class _ExportRequestOptional(TypedDict, total=False):\n    to: int\n    name: str\n" in source
    assert namespace["OPERATIONS"] == ("Export",)


def test_the_keyword_member_may_be_optional():
    model = {**MODEL, "shapes": {**MODEL["shapes"]}}
    model["shapes"]["ExportRequest"] = {**MODEL["shapes"]["ExportRequest"], "required": ["group", "name"]}
    source = api_types.render("toy", model)
    assert "class _ExportRequestRequired(TypedDict):\n    group: str\n    name: str\n" in source
    namespace: dict[str, typing.Any] = {}
    exec(compile(source, "api.py", "exec"), namespace)
    assert namespace["ExportRequest"].__required_keys__ == frozenset({"group", "name"})
    assert namespace["ExportRequest"].__optional_keys__ == frozenset({"from", "to"})
