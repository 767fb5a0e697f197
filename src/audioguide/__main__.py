from audioguide.cli import main

main()
