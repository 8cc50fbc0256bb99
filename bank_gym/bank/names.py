"""Reference lists for the generator: Indian names by region, cities with states and PIN prefixes, branches."""

from __future__ import annotations

# region -> (male first names, female first names, surnames)
NAMES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "north": (
        ("Rahul", "Amit", "Vikas", "Sanjay", "Rajesh", "Anil", "Deepak", "Manish", "Rohit", "Sunil", "Ashok",
         "Pankaj", "Arvind", "Nitin", "Gaurav", "Harish", "Mohan", "Ramesh", "Yogesh", "Kunal", "Abhishek",
         "Saurabh", "Vivek", "Alok", "Devendra", "Hemant", "Jitendra", "Lalit", "Naveen", "Prakash"),
        ("Priya", "Neha", "Pooja", "Anjali", "Sunita", "Kavita", "Rekha", "Meena", "Shalini", "Ritu", "Seema",
         "Nisha", "Swati", "Aarti", "Kiran", "Geeta", "Savita", "Preeti", "Shweta", "Divya", "Anita", "Usha",
         "Poonam", "Mamta", "Renu", "Sarita", "Vandana", "Jyoti", "Rashmi", "Sapna"),
        ("Sharma", "Verma", "Gupta", "Singh", "Yadav", "Mishra", "Tiwari", "Pandey", "Srivastava", "Chauhan",
         "Agarwal", "Saxena", "Dubey", "Tripathi", "Rastogi", "Bhatia", "Malhotra", "Kapoor", "Chaudhary", "Rawat"),
    ),
    "punjab": (
        ("Gurpreet", "Harpreet", "Manpreet", "Jaspreet", "Amrinder", "Baljeet", "Harjit", "Kuldeep", "Navdeep",
         "Sukhwinder", "Tejinder", "Parminder", "Ravinder", "Jagjit", "Inderjit"),
        ("Simran", "Harleen", "Navneet", "Gurleen", "Jasleen", "Manjeet", "Rupinder", "Kamaljeet", "Amandeep",
         "Paramjit", "Sukhpreet", "Baljinder", "Harsimran", "Kirandeep", "Rajwinder"),
        ("Gill", "Sandhu", "Sidhu", "Dhillon", "Grewal", "Brar", "Bajwa", "Randhawa", "Kaur", "Bedi", "Ahluwalia",
         "Chahal", "Virk", "Mann", "Sekhon"),
    ),
    "west": (
        ("Sachin", "Rohan", "Nikhil", "Omkar", "Prasad", "Sagar", "Tushar", "Mahesh", "Ajay", "Hardik", "Jignesh",
         "Ketan", "Mitesh", "Paresh", "Bhavesh", "Chirag", "Darshan", "Hitesh", "Nilesh", "Sameer", "Vinayak",
         "Aniket", "Swapnil", "Yash", "Kiran"),
        ("Snehal", "Pallavi", "Madhuri", "Aishwarya", "Shraddha", "Komal", "Bhavna", "Hetal", "Jinal", "Krupa",
         "Nidhi", "Riddhi", "Sejal", "Urvi", "Manasi", "Ashwini", "Prajakta", "Rutuja", "Sayali", "Vaishali",
         "Dhara", "Falguni", "Trupti", "Gauri", "Mrunal"),
        ("Patil", "Deshmukh", "Joshi", "Kulkarni", "Pawar", "Jadhav", "Shinde", "Gaikwad", "Patel", "Shah", "Mehta",
         "Desai", "Trivedi", "Parikh", "Modi", "Chavan", "Bhosale", "Naik", "Sawant", "Thakkar"),
    ),
    "south": (
        ("Karthik", "Arun", "Suresh", "Venkatesh", "Srinivas", "Ravi", "Prakash", "Ganesh", "Murali", "Senthil",
         "Rajendran", "Balaji", "Harish", "Naveen", "Vijay", "Madhu", "Raghu", "Anand", "Sridhar", "Mohan",
         "Pradeep", "Sathish", "Gopal", "Krishna", "Ramesh", "Rajeev", "Shyam", "Ajith", "Vinod", "Manoj"),
        ("Lakshmi", "Divya", "Deepa", "Kavya", "Meenakshi", "Revathi", "Sangeetha", "Priyanka", "Anusha", "Swathi",
         "Padma", "Gayathri", "Bhavani", "Shruthi", "Radha", "Sowmya", "Vidya", "Janani", "Keerthana", "Nandini",
         "Sreelakshmi", "Anjana", "Reshma", "Aparna", "Indira", "Hema", "Latha", "Sujatha", "Malini", "Chitra"),
        ("Iyer", "Iyengar", "Reddy", "Rao", "Naidu", "Pillai", "Nair", "Menon", "Krishnan", "Subramanian",
         "Raghavan", "Gowda", "Shetty", "Hegde", "Kumar", "Chettiar", "Murthy", "Varma", "Kurup", "Achar"),
    ),
    "east": (
        ("Sourav", "Arindam", "Debashis", "Subhajit", "Abhijit", "Partha", "Tapas", "Sandip", "Biswajit", "Prasenjit",
         "Ranjan", "Sanjib", "Amitabha", "Pradip", "Suman", "Bikash", "Manas", "Soumya", "Anirban", "Sudipta"),
        ("Moumita", "Sreya", "Rituparna", "Sharmila", "Tanusree", "Paramita", "Debjani", "Sutapa", "Ananya",
         "Madhumita", "Rupa", "Sanchita", "Jayashree", "Mitali", "Swagata", "Bipasha", "Payel", "Susmita",
         "Lipika", "Snigdha"),
        ("Banerjee", "Chatterjee", "Mukherjee", "Ghosh", "Bose", "Das", "Sen", "Dutta", "Roy", "Chakraborty",
         "Bhattacharya", "Sarkar", "Mondal", "Pal", "Mohanty", "Patnaik", "Mishra", "Sahoo", "Nayak", "Saha"),
    ),
}

# (city, state, region, area, PIN prefix)
CITIES: tuple[tuple[str, str, str, str, str], ...] = (
    ("Mumbai", "Maharashtra", "west", "METRO", "400"),
    ("Pune", "Maharashtra", "west", "URBAN", "411"),
    ("Nagpur", "Maharashtra", "west", "URBAN", "440"),
    ("Nashik", "Maharashtra", "west", "URBAN", "422"),
    ("Satara", "Maharashtra", "west", "SEMI_URBAN", "415"),
    ("Ahmedabad", "Gujarat", "west", "URBAN", "380"),
    ("Surat", "Gujarat", "west", "URBAN", "395"),
    ("Vadodara", "Gujarat", "west", "URBAN", "390"),
    ("Anand", "Gujarat", "west", "SEMI_URBAN", "388"),
    ("Delhi", "Delhi", "north", "METRO", "110"),
    ("Noida", "Uttar Pradesh", "north", "URBAN", "201"),
    ("Lucknow", "Uttar Pradesh", "north", "URBAN", "226"),
    ("Kanpur", "Uttar Pradesh", "north", "URBAN", "208"),
    ("Varanasi", "Uttar Pradesh", "north", "URBAN", "221"),
    ("Gorakhpur", "Uttar Pradesh", "north", "SEMI_URBAN", "273"),
    ("Jaipur", "Rajasthan", "north", "URBAN", "302"),
    ("Udaipur", "Rajasthan", "north", "SEMI_URBAN", "313"),
    ("Bhopal", "Madhya Pradesh", "north", "URBAN", "462"),
    ("Indore", "Madhya Pradesh", "north", "URBAN", "452"),
    ("Patna", "Bihar", "north", "URBAN", "800"),
    ("Gurugram", "Haryana", "north", "URBAN", "122"),
    ("Dehradun", "Uttarakhand", "north", "URBAN", "248"),
    ("Chandigarh", "Chandigarh", "punjab", "URBAN", "160"),
    ("Ludhiana", "Punjab", "punjab", "URBAN", "141"),
    ("Amritsar", "Punjab", "punjab", "URBAN", "143"),
    ("Bathinda", "Punjab", "punjab", "SEMI_URBAN", "151"),
    ("Chennai", "Tamil Nadu", "south", "METRO", "600"),
    ("Coimbatore", "Tamil Nadu", "south", "URBAN", "641"),
    ("Madurai", "Tamil Nadu", "south", "URBAN", "625"),
    ("Thanjavur", "Tamil Nadu", "south", "SEMI_URBAN", "613"),
    ("Bengaluru", "Karnataka", "south", "METRO", "560"),
    ("Mysuru", "Karnataka", "south", "URBAN", "570"),
    ("Mangaluru", "Karnataka", "south", "URBAN", "575"),
    ("Udupi", "Karnataka", "south", "SEMI_URBAN", "576"),
    ("Hyderabad", "Telangana", "south", "METRO", "500"),
    ("Warangal", "Telangana", "south", "URBAN", "506"),
    ("Visakhapatnam", "Andhra Pradesh", "south", "URBAN", "530"),
    ("Vijayawada", "Andhra Pradesh", "south", "URBAN", "520"),
    ("Guntur", "Andhra Pradesh", "south", "SEMI_URBAN", "522"),
    ("Kochi", "Kerala", "south", "URBAN", "682"),
    ("Thiruvananthapuram", "Kerala", "south", "URBAN", "695"),
    ("Thrissur", "Kerala", "south", "SEMI_URBAN", "680"),
    ("Kolkata", "West Bengal", "east", "METRO", "700"),
    ("Siliguri", "West Bengal", "east", "URBAN", "734"),
    ("Durgapur", "West Bengal", "east", "URBAN", "713"),
    ("Bardhaman", "West Bengal", "east", "SEMI_URBAN", "713"),
    ("Bhubaneswar", "Odisha", "east", "URBAN", "751"),
    ("Cuttack", "Odisha", "east", "URBAN", "753"),
    ("Guwahati", "Assam", "east", "URBAN", "781"),
    ("Ranchi", "Jharkhand", "east", "URBAN", "834"),
    ("Raipur", "Chhattisgarh", "north", "URBAN", "492"),
    ("Panaji", "Goa", "west", "URBAN", "403"),
    ("Sangli", "Maharashtra", "west", "RURAL", "416"),
    ("Karnal", "Haryana", "north", "RURAL", "132"),
    ("Tiruppur", "Tamil Nadu", "south", "RURAL", "641"),
    ("Hooghly", "West Bengal", "east", "RURAL", "712"),
)

STREETS = (
    "MG Road", "Station Road", "Gandhi Nagar", "Nehru Street", "Shivaji Nagar", "Civil Lines", "Model Town",
    "Rajaji Nagar", "Anna Nagar", "Salt Lake Sector 2", "Park Street", "Vasant Vihar", "Lajpat Nagar",
    "Koregaon Park", "Banjara Hills", "Jubilee Hills", "Indiranagar", "Malleshwaram", "T Nagar", "Adyar",
    "Satellite Road", "Navrangpura", "Ashok Nagar", "Sector 15", "Sector 62", "Gomti Nagar", "Hazratganj",
    "Panchavati", "Kothrud", "Aundh", "Kakkanad", "Palarivattom", "Vyttila", "Saket", "Karol Bagh",
)
BUILDINGS = (
    "Flat {n}, Sai Residency", "House No. {n}", "{n}, Shanti Apartments", "Plot {n}, Green Park Society",
    "{n}/B, Laxmi Niwas", "Door No. {n}, Sri Krishna Towers", "{n}, Ganga Enclave", "Villa {n}, Palm Meadows",
    "{n}, Riverside Heights", "Block C-{n}, Sunrise Complex",
)

PROFESSIONS = {
    "SALARIED": ("Software engineer", "Teacher", "Bank officer", "Nurse", "Accountant", "Sales manager",
                 "Government employee", "Pharmacist", "Civil engineer", "HR executive"),
    "BUSINESS": ("Retail shop owner", "Textile trader", "Restaurant owner", "Chartered accountant", "Contractor",
                 "Pharmacy owner", "Transport operator"),
    "MASS": ("Farmer", "Electrician", "Driver", "Tailor", "Homemaker", "Shopkeeper", "Security supervisor"),
    "AFFLUENT": ("Doctor", "Senior manager", "Architect", "Consultant", "Professor", "Lawyer"),
    "HNI": ("Company director", "Entrepreneur", "Surgeon", "Investor", "Real estate developer"),
    "STUDENT": ("Student",),
    "RETIRED": ("Retired teacher", "Retired bank officer", "Retired government employee", "Pensioner",
                "Retired army officer"),
}

MANDATE_PAYEES = {
    "ENACH": (("HDFC Mutual Fund SIP", "Mutual fund SIP"), ("ICICI Prudential MF SIP", "Mutual fund SIP"),
              ("SBI Mutual Fund SIP", "Mutual fund SIP"), ("LIC of India", "Insurance premium"),
              ("Bajaj Finance Ltd", "Consumer loan EMI"), ("Tata Capital", "Loan EMI"),
              ("Axis Mutual Fund SIP", "Mutual fund SIP"), ("HDFC Life", "Insurance premium")),
    "UPI_AUTOPAY": (("Netflix", "OTT subscription"), ("Jio Postpaid", "Mobile bill"), ("Airtel Xstream", "Broadband bill"),
                    ("Tata Power", "Electricity bill"), ("Spotify", "Music subscription"),
                    ("BESCOM", "Electricity bill"), ("Disney+ Hotstar", "OTT subscription"), ("Cult.fit", "Fitness membership")),
    "STANDING_INSTRUCTION": (("Own RD instalment", "Recurring deposit instalment"), ("Parents' account", "Family transfer"),
                             ("Housing society", "Maintenance charges"), ("School fees account", "School fees")),
}

MERCHANTS = (
    "Amazon Pay", "Flipkart", "Swiggy", "Zomato", "BigBasket", "Reliance Fresh", "DMart", "IRCTC", "Ola",
    "Uber India", "MakeMyTrip", "BookMyShow", "Apollo Pharmacy", "Myntra", "Croma", "Indian Oil", "HP Petrol Pump",
    "Blinkit", "Zepto", "Nykaa", "Tanishq", "Decathlon", "PVR Cinemas", "Star Bazaar",
)

INSURERS = {
    "TERM_LIFE": (("Aranya Term Shield", "Aranya Life Insurance Co."),),
    "HEALTH": (("Aranya Family Health Plus", "Aranya General Insurance Co."),),
    "PMJJBY": (("Pradhan Mantri Jeevan Jyoti Bima Yojana", "Life Insurance Corporation of India"),),
    "PMSBY": (("Pradhan Mantri Suraksha Bima Yojana", "Aranya General Insurance Co."),),
    "MOTOR": (("Aranya Motor Secure", "Aranya General Insurance Co."),),
    "HOME": (("Aranya Home Protect", "Aranya General Insurance Co."),),
}

# the given names whose gender is known: the generator's lists, and the children a minor-nominee task names
# (tasks/families/edge_case/accounts_and_limits.py) - what a relationship booked for a nominee must agree with
_CHILDREN = (("Aarav", "Ishaan", "Vihaan"), ("Diya", "Anaya", "Saanvi"))
GIVEN_NAME_GENDER: dict[str, str] = {
    **{name.casefold(): gender for male, female, _ in NAMES.values() for gender, names in (("M", male), ("F", female))
       for name in names},
    **{name.casefold(): gender for gender, names in zip("MF", _CHILDREN, strict=True) for name in names}}
