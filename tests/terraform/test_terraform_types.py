"""The list of supported Terraform resource types stays honest (no terraform needed): every type in
``tf_types.SUPPORTED`` is declared in the config named beside it, every aws_* type any config under
tests/ declares is listed, no type is both supported and refused, and each config's test runs the
import round unless the config is listed as not doing so yet."""

from __future__ import annotations

import re
from pathlib import Path

from tf_types import IMPORT_ROUND_MISSING, NOT_COVERED_YET, NOT_SUPPORTED, SUPPORTED

TESTS = Path(__file__).parent.parent
RESOURCE = re.compile(r'^resource\s+"(aws_\w+)"\s+"\w+"', re.M)
IMPORT_ROUND = re.compile(r"\b(round_trip|forget_and_import|check_pure_import)\(")


def declared_in(config: Path) -> set[str]:
    return {kind for tf in config.glob("*.tf") for kind in RESOURCE.findall(tf.read_text())}


def every_config() -> dict[str, set[str]]:
    """Each folder under tests/ holding .tf files (relative name) → the aws_* types it declares."""
    folders = {tf.parent for tf in TESTS.rglob("*.tf") if ".terraform" not in tf.parts}
    return {str(folder.relative_to(TESTS)): declared_in(folder) for folder in folders}


def test_every_supported_type_is_in_its_config() -> None:
    configs = every_config()
    missing = {kind: config for kind, config in SUPPORTED.items() if kind not in configs.get(config, set())}
    assert not missing, f"types not declared in the config named for them: {missing}"


def test_every_type_a_config_uses_is_listed_as_supported() -> None:
    used = set().union(*every_config().values())
    assert used - set(SUPPORTED) == set(), "add these to tf_types.SUPPORTED"


def test_no_type_is_both_supported_and_refused() -> None:
    assert set(SUPPORTED) & set(NOT_SUPPORTED) == set()
    assert set(SUPPORTED) & set(NOT_COVERED_YET) == set()
    assert all(reason.strip() for reason in {**NOT_SUPPORTED, **NOT_COVERED_YET}.values())


def test_each_config_test_runs_the_import_round() -> None:
    sources = {path: path.read_text() for path in TESTS.rglob("test_*.py")}
    for config in sorted(set(SUPPORTED.values())):
        folder = Path(config)
        users = [
            path
            for path, text in sources.items()
            if f'"{folder.name}"' in text and path.parent == TESTS / folder.parts[0]
        ]
        assert users, f"no test uses {config}"
        runs_round = any(IMPORT_ROUND.search(sources[path]) for path in users)
        assert runs_round != (config in IMPORT_ROUND_MISSING), (
            f"{config}: its test {'runs' if runs_round else 'does not run'} the import round; "
            "keep tf_types.IMPORT_ROUND_MISSING true"
        )
