"""French written for both genders at once, as a reader says it."""

from __future__ import annotations

import pytest

from audioguide.text.prepare import for_speech


@pytest.mark.parametrize(("text", "expected"), [
    ("Les étudiant·e·s inscrit·e·s en licence peuvent candidater.",
     "Les étudiants et étudiantes inscrits et inscrites en licence peuvent candidater."),
    ("Les candidat(e)s admis(es) seront convoqué(e)s par courriel.",
     "Les candidats et candidates admis et admises seront convoqués par courriel."),
    ("Tous les salarié.e.s sont concerné.e.s par la réforme.", "Tous les salariés sont concernés par la réforme."),
    ("Les élu·es du conseil municipal", "Les élus du conseil municipal"),
    ("Nos acteur·rice·s et nos sportif·ve·s", "Nos acteurs et actrices et nos sportifs et sportives"),
    ("les citoyen·ne·s heureux·ses", "les citoyens et citoyennes heureux et heureuses"),
    ("Un·e directeur·rice sera nommé·e.", "Un ou Une directeur ou directrice sera nommé."),
    ("les premier·ère·s arrivé·e·s", "les premiers et premières arrivés"),
    # neither a file's extension nor a domain is a feminine ending
    ("Lancez setup.exe depuis le site.fr.", "Lancez setup.exe depuis le site.fr."),
])
def test_both_genders_are_read_as_words(text: str, expected: str) -> None:
    assert for_speech(text, "fr") == expected


def test_other_languages_keep_their_own_rules() -> None:
    assert for_speech("the user(s) and the file.e", "en") == "the user or users and the file.e"
