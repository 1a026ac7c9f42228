// generated from specs/forms/obj-address.schema.json and obj-address.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["35253521"] = validate24;
const schema53 = {"const":"ipmask","title":"Subnet","$id":"35253521"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("ipmask" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ipmask"},message:"must be equal to constant",schema:"ipmask",parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-2ac3cb62"] = validate25;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","type"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":79,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 79 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"type":{"type":"string","title":"Type","oneOf":[{"const":"ipmask","title":"Subnet"},{"const":"iprange","title":"IP Range"},{"const":"fqdn","title":"FQDN"},{"const":"geography","title":"Geography"}],"default":"ipmask"},"subnet":{"type":"string","title":"IP/Netmask","pattern":"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$","errorMessage":{"pattern":"Enter an IPv4 address with its prefix length, e.g. 10.10.20.1/24."}},"start-ip":{"type":"string","title":"Start IP","pattern":"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$","errorMessage":{"pattern":"Enter an IPv4 address, e.g. 10.10.20.1."}},"end-ip":{"type":"string","title":"End IP","pattern":"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$","errorMessage":{"pattern":"Enter an IPv4 address, e.g. 10.10.20.1."}},"fqdn":{"type":"string","title":"FQDN","pattern":"^(\\*\\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$","errorMessage":{"pattern":"Enter a fully qualified domain name, e.g. www.example.com."}},"country":{"type":"string","title":"Country/Region","pattern":"^[A-Z]{2}$","errorMessage":{"pattern":"Enter the two-letter country code, e.g. US."}},"associated-interface":{"type":"string","title":"Interface","maxLength":35,"errorMessage":{"maxLength":"Interface cannot be longer than 35 characters."}},"comment":{"type":"string","title":"Comments","maxLength":255,"errorMessage":{"maxLength":"Comments cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required.","type":"This field is required."}},"allOf":[{"if":{"properties":{"type":{"const":"ipmask"}},"required":["type"]},"then":{"required":["subnet"],"errorMessage":{"required":{"subnet":"Enter the subnet, e.g. 10.10.20.0/24."}}}},{"if":{"properties":{"type":{"const":"iprange"}},"required":["type"]},"then":{"required":["start-ip","end-ip"],"errorMessage":{"required":{"start-ip":"This field is required.","end-ip":"This field is required."}}}},{"if":{"properties":{"type":{"const":"fqdn"}},"required":["type"]},"then":{"required":["fqdn"],"errorMessage":{"required":{"fqdn":"This field is required."}}}},{"if":{"properties":{"type":{"const":"geography"}},"required":["type"]},"then":{"required":["country"],"errorMessage":{"required":{"country":"This field is required."}}}}],"$id":"-2ac3cb62"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$", "u");
const pattern6 = new RegExp("^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$", "u");
const pattern8 = new RegExp("^(\\*\\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$", "u");
const pattern9 = new RegExp("^[A-Z]{2}$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
if("ipmask" !== data.type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subnet === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "subnet"},message:"must have required property '"+"subnet"+"'",schema:schema54.allOf[0].then.required,parentSchema:schema54.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"required":{"subnet":[]}};
const templates0 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#/allOf/0/then") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(14)))){
emPropParams0 = obj0[err3.keyword];
emParamsErrors0 = emErrors0[err3.keyword][err3.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err3);
err3.emUsed = true;
}
}
}
for(const key0 in emErrors0){
for(const keyProp0 in emErrors0[key0]){
emParamsErrors0 = emErrors0[key0][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
const err4 = {instancePath,schemaPath:"#/allOf/0/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema54.allOf[0].then.errorMessage[key0][keyProp0],schema:schema54.allOf[0].then.errorMessage,parentSchema:schema54.allOf[0].then,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err6 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[0].if,parentSchema:schema54.allOf[0],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data.type !== undefined){
if("iprange" !== data.type){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["start-ip"] === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "start-ip"},message:"must have required property '"+"start-ip"+"'",schema:schema54.allOf[1].then.required,parentSchema:schema54.allOf[1].then,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data["end-ip"] === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "end-ip"},message:"must have required property '"+"end-ip"+"'",schema:schema54.allOf[1].then.required,parentSchema:schema54.allOf[1].then,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"required":{"start-ip":[],"end-ip":[]}};
const templates1 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath)) && (err11.keyword in emErrors1)) && (err11.schemaPath.indexOf("#/allOf/1/then") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(14)))){
emPropParams1 = obj0[err11.keyword];
emParamsErrors1 = emErrors1[err11.keyword][err11.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err11);
err11.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp1 in emErrors1[key1]){
emParamsErrors1 = emErrors1[key1][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates1[key1] && templates1[key1][keyProp1];
const err12 = {instancePath,schemaPath:"#/allOf/1/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema54.allOf[1].then.errorMessage[key1][keyProp1],schema:schema54.allOf[1].then.errorMessage,parentSchema:schema54.allOf[1].then,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
const emErrs1 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs1.push(err13);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
}
if(!valid3){
const err14 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[1].if,parentSchema:schema54.allOf[1],data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs12 = errors;
let valid5 = true;
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
if(data.type !== undefined){
if("fqdn" !== data.type){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
var _valid2 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fqdn === undefined){
const err17 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "fqdn"},message:"must have required property '"+"fqdn"+"'",schema:schema54.allOf[2].then.required,parentSchema:schema54.allOf[2].then,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"required":{"fqdn":[]}};
const templates2 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err18 of vErrors){
if((((((err18.keyword !== "errorMessage") && (!err18.emUsed)) && (err18.instancePath === instancePath)) && (err18.keyword in emErrors2)) && (err18.schemaPath.indexOf("#/allOf/2/then") === 0)) && (/^\/[^\/]*$/.test(err18.schemaPath.slice(14)))){
emPropParams2 = obj0[err18.keyword];
emParamsErrors2 = emErrors2[err18.keyword][err18.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err18);
err18.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp2 in emErrors2[key2]){
emParamsErrors2 = emErrors2[key2][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates2[key2] && templates2[key2][keyProp2];
const err19 = {instancePath,schemaPath:"#/allOf/2/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema54.allOf[2].then.errorMessage[key2][keyProp2],schema:schema54.allOf[2].then.errorMessage,parentSchema:schema54.allOf[2].then,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
const emErrs2 = [];
for(const err20 of vErrors){
if(!err20.emUsed){
emErrs2.push(err20);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
var _valid2 = _errs15 === errors;
valid5 = _valid2;
}
if(!valid5){
const err21 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[2].if,parentSchema:schema54.allOf[2],data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs17 = errors;
let valid7 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
if(data.type !== undefined){
if("geography" !== data.type){
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
var _valid3 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.country === undefined){
const err24 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'",schema:schema54.allOf[3].then.required,parentSchema:schema54.allOf[3].then,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"required":{"country":[]}};
const templates3 = {required:{}};
let emPropParams3;
let emParamsErrors3;
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath)) && (err25.keyword in emErrors3)) && (err25.schemaPath.indexOf("#/allOf/3/then") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(14)))){
emPropParams3 = obj0[err25.keyword];
emParamsErrors3 = emErrors3[err25.keyword][err25.params[emPropParams3]];
if(emParamsErrors3){
emParamsErrors3.push(err25);
err25.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp3 in emErrors3[key3]){
emParamsErrors3 = emErrors3[key3][keyProp3];
if(emParamsErrors3.length){
const tmpl3 = templates3[key3] && templates3[key3][keyProp3];
const err26 = {instancePath,schemaPath:"#/allOf/3/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors3},message:tmpl3 ? tmpl3() : schema54.allOf[3].then.errorMessage[key3][keyProp3],schema:schema54.allOf[3].then.errorMessage,parentSchema:schema54.allOf[3].then,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs3.push(err27);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
var _valid3 = _errs20 === errors;
valid7 = _valid3;
}
if(!valid7){
const err28 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema54.allOf[3].if,parentSchema:schema54.allOf[3],data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err29 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.type === undefined){
const err30 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 === "string"){
if(func1(data4) > 79){
const err31 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 79},message:"must NOT have more than 79 characters",schema:79,parentSchema:schema54.properties.name,data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func1(data4) < 1){
const err32 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.properties.name,data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern4.test(data4)){
const err33 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema54.properties.name,data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.name.type,parentSchema:schema54.properties.name,data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates4 = {};
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath+"/name")) && (err35.keyword in emErrors4)) && (err35.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(17)))){
emErrors4[err35.keyword].push(err35);
err35.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err36 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema54.properties.name.errorMessage[key4],schema:schema54.properties.name.errorMessage,parentSchema:schema54.properties.name,data:data4};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
const emErrs4 = [];
for(const err37 of vErrors){
if(!err37.emUsed){
emErrs4.push(err37);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.type !== undefined){
let data5 = data.type;
if(typeof data5 !== "string"){
const err38 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.type.type,parentSchema:schema54.properties.type,data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const _errs26 = errors;
let valid10 = false;
let passing0 = null;
const _errs27 = errors;
if("ipmask" !== data5){
const err39 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/0/const",keyword:"const",params:{allowedValue: "ipmask"},message:"must be equal to constant",schema:"ipmask",parentSchema:schema54.properties.type.oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid4 = _errs27 === errors;
if(_valid4){
valid10 = true;
passing0 = 0;
}
const _errs28 = errors;
if("iprange" !== data5){
const err40 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/1/const",keyword:"const",params:{allowedValue: "iprange"},message:"must be equal to constant",schema:"iprange",parentSchema:schema54.properties.type.oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid4 = _errs28 === errors;
if(_valid4 && valid10){
valid10 = false;
passing0 = [passing0, 1];
}
else {
if(_valid4){
valid10 = true;
passing0 = 1;
}
const _errs29 = errors;
if("fqdn" !== data5){
const err41 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/2/const",keyword:"const",params:{allowedValue: "fqdn"},message:"must be equal to constant",schema:"fqdn",parentSchema:schema54.properties.type.oneOf[2],data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid4 = _errs29 === errors;
if(_valid4 && valid10){
valid10 = false;
passing0 = [passing0, 2];
}
else {
if(_valid4){
valid10 = true;
passing0 = 2;
}
const _errs30 = errors;
if("geography" !== data5){
const err42 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/3/const",keyword:"const",params:{allowedValue: "geography"},message:"must be equal to constant",schema:"geography",parentSchema:schema54.properties.type.oneOf[3],data:data5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid4 = _errs30 === errors;
if(_valid4 && valid10){
valid10 = false;
passing0 = [passing0, 3];
}
else {
if(_valid4){
valid10 = true;
passing0 = 3;
}
}
}
}
if(!valid10){
const err43 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema54.properties.type.oneOf,parentSchema:schema54.properties.type,data:data5};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data.subnet !== undefined){
let data6 = data.subnet;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err44 = {instancePath:instancePath+"/subnet",schemaPath:"#/properties/subnet/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$"},message:"must match pattern \""+"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$"+"\"",schema:"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)/(3[0-2]|[12]?\\d)$",parentSchema:schema54.properties.subnet,data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/subnet",schemaPath:"#/properties/subnet/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.subnet.type,parentSchema:schema54.properties.subnet,data:data6};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"pattern":[]};
const templates5 = {};
for(const err46 of vErrors){
if((((((err46.keyword !== "errorMessage") && (!err46.emUsed)) && (err46.instancePath === instancePath+"/subnet")) && (err46.keyword in emErrors5)) && (err46.schemaPath.indexOf("#/properties/subnet") === 0)) && (/^\/[^\/]*$/.test(err46.schemaPath.slice(19)))){
emErrors5[err46.keyword].push(err46);
err46.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err47 = {instancePath:instancePath+"/subnet",schemaPath:"#/properties/subnet/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema54.properties.subnet.errorMessage[key5],schema:schema54.properties.subnet.errorMessage,parentSchema:schema54.properties.subnet,data:data6};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
const emErrs5 = [];
for(const err48 of vErrors){
if(!err48.emUsed){
emErrs5.push(err48);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data["start-ip"] !== undefined){
let data7 = data["start-ip"];
if(typeof data7 === "string"){
if(!pattern6.test(data7)){
const err49 = {instancePath:instancePath+"/start-ip",schemaPath:"#/properties/start-ip/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"},message:"must match pattern \""+"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"+"\"",schema:"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",parentSchema:schema54.properties["start-ip"],data:data7};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/start-ip",schemaPath:"#/properties/start-ip/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["start-ip"].type,parentSchema:schema54.properties["start-ip"],data:data7};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"pattern":[]};
const templates6 = {};
for(const err51 of vErrors){
if((((((err51.keyword !== "errorMessage") && (!err51.emUsed)) && (err51.instancePath === instancePath+"/start-ip")) && (err51.keyword in emErrors6)) && (err51.schemaPath.indexOf("#/properties/start-ip") === 0)) && (/^\/[^\/]*$/.test(err51.schemaPath.slice(21)))){
emErrors6[err51.keyword].push(err51);
err51.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err52 = {instancePath:instancePath+"/start-ip",schemaPath:"#/properties/start-ip/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema54.properties["start-ip"].errorMessage[key6],schema:schema54.properties["start-ip"].errorMessage,parentSchema:schema54.properties["start-ip"],data:data7};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
const emErrs6 = [];
for(const err53 of vErrors){
if(!err53.emUsed){
emErrs6.push(err53);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data["end-ip"] !== undefined){
let data8 = data["end-ip"];
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err54 = {instancePath:instancePath+"/end-ip",schemaPath:"#/properties/end-ip/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"},message:"must match pattern \""+"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"+"\"",schema:"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",parentSchema:schema54.properties["end-ip"],data:data8};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/end-ip",schemaPath:"#/properties/end-ip/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["end-ip"].type,parentSchema:schema54.properties["end-ip"],data:data8};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"pattern":[]};
const templates7 = {};
for(const err56 of vErrors){
if((((((err56.keyword !== "errorMessage") && (!err56.emUsed)) && (err56.instancePath === instancePath+"/end-ip")) && (err56.keyword in emErrors7)) && (err56.schemaPath.indexOf("#/properties/end-ip") === 0)) && (/^\/[^\/]*$/.test(err56.schemaPath.slice(19)))){
emErrors7[err56.keyword].push(err56);
err56.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err57 = {instancePath:instancePath+"/end-ip",schemaPath:"#/properties/end-ip/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema54.properties["end-ip"].errorMessage[key7],schema:schema54.properties["end-ip"].errorMessage,parentSchema:schema54.properties["end-ip"],data:data8};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
const emErrs7 = [];
for(const err58 of vErrors){
if(!err58.emUsed){
emErrs7.push(err58);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.fqdn !== undefined){
let data9 = data.fqdn;
if(typeof data9 === "string"){
if(!pattern8.test(data9)){
const err59 = {instancePath:instancePath+"/fqdn",schemaPath:"#/properties/fqdn/pattern",keyword:"pattern",params:{pattern: "^(\\*\\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"},message:"must match pattern \""+"^(\\*\\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"+"\"",schema:"^(\\*\\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$",parentSchema:schema54.properties.fqdn,data:data9};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/fqdn",schemaPath:"#/properties/fqdn/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.fqdn.type,parentSchema:schema54.properties.fqdn,data:data9};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"pattern":[]};
const templates8 = {};
for(const err61 of vErrors){
if((((((err61.keyword !== "errorMessage") && (!err61.emUsed)) && (err61.instancePath === instancePath+"/fqdn")) && (err61.keyword in emErrors8)) && (err61.schemaPath.indexOf("#/properties/fqdn") === 0)) && (/^\/[^\/]*$/.test(err61.schemaPath.slice(17)))){
emErrors8[err61.keyword].push(err61);
err61.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err62 = {instancePath:instancePath+"/fqdn",schemaPath:"#/properties/fqdn/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema54.properties.fqdn.errorMessage[key8],schema:schema54.properties.fqdn.errorMessage,parentSchema:schema54.properties.fqdn,data:data9};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
const emErrs8 = [];
for(const err63 of vErrors){
if(!err63.emUsed){
emErrs8.push(err63);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data.country !== undefined){
let data10 = data.country;
if(typeof data10 === "string"){
if(!pattern9.test(data10)){
const err64 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\"",schema:"^[A-Z]{2}$",parentSchema:schema54.properties.country,data:data10};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.country.type,parentSchema:schema54.properties.country,data:data10};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"pattern":[]};
const templates9 = {};
for(const err66 of vErrors){
if((((((err66.keyword !== "errorMessage") && (!err66.emUsed)) && (err66.instancePath === instancePath+"/country")) && (err66.keyword in emErrors9)) && (err66.schemaPath.indexOf("#/properties/country") === 0)) && (/^\/[^\/]*$/.test(err66.schemaPath.slice(20)))){
emErrors9[err66.keyword].push(err66);
err66.emUsed = true;
}
}
for(const key9 in emErrors9){
if(emErrors9[key9].length){
const err67 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key9]},message:key9 in templates9 ? templates9[key9]() : schema54.properties.country.errorMessage[key9],schema:schema54.properties.country.errorMessage,parentSchema:schema54.properties.country,data:data10};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
const emErrs9 = [];
for(const err68 of vErrors){
if(!err68.emUsed){
emErrs9.push(err68);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data["associated-interface"] !== undefined){
let data11 = data["associated-interface"];
if(typeof data11 === "string"){
if(func1(data11) > 35){
const err69 = {instancePath:instancePath+"/associated-interface",schemaPath:"#/properties/associated-interface/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema54.properties["associated-interface"],data:data11};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/associated-interface",schemaPath:"#/properties/associated-interface/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties["associated-interface"].type,parentSchema:schema54.properties["associated-interface"],data:data11};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"maxLength":[]};
const templates10 = {};
for(const err71 of vErrors){
if((((((err71.keyword !== "errorMessage") && (!err71.emUsed)) && (err71.instancePath === instancePath+"/associated-interface")) && (err71.keyword in emErrors10)) && (err71.schemaPath.indexOf("#/properties/associated-interface") === 0)) && (/^\/[^\/]*$/.test(err71.schemaPath.slice(33)))){
emErrors10[err71.keyword].push(err71);
err71.emUsed = true;
}
}
for(const key10 in emErrors10){
if(emErrors10[key10].length){
const err72 = {instancePath:instancePath+"/associated-interface",schemaPath:"#/properties/associated-interface/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key10]},message:key10 in templates10 ? templates10[key10]() : schema54.properties["associated-interface"].errorMessage[key10],schema:schema54.properties["associated-interface"].errorMessage,parentSchema:schema54.properties["associated-interface"],data:data11};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
const emErrs10 = [];
for(const err73 of vErrors){
if(!err73.emUsed){
emErrs10.push(err73);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data.comment !== undefined){
let data12 = data.comment;
if(typeof data12 === "string"){
if(func1(data12) > 255){
const err74 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema54.properties.comment,data:data12};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.comment.type,parentSchema:schema54.properties.comment,data:data12};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(errors > 0){
const emErrors11 = {"maxLength":[]};
const templates11 = {};
for(const err76 of vErrors){
if((((((err76.keyword !== "errorMessage") && (!err76.emUsed)) && (err76.instancePath === instancePath+"/comment")) && (err76.keyword in emErrors11)) && (err76.schemaPath.indexOf("#/properties/comment") === 0)) && (/^\/[^\/]*$/.test(err76.schemaPath.slice(20)))){
emErrors11[err76.keyword].push(err76);
err76.emUsed = true;
}
}
for(const key11 in emErrors11){
if(emErrors11[key11].length){
const err77 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key11]},message:key11 in templates11 ? templates11[key11]() : schema54.properties.comment.errorMessage[key11],schema:schema54.properties.comment.errorMessage,parentSchema:schema54.properties.comment,data:data12};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
const emErrs11 = [];
for(const err78 of vErrors){
if(!err78.emUsed){
emErrs11.push(err78);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
}
}
else {
const err79 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(errors > 0){
const emErrors12 = {"required":{"name":[],"type":[]}};
const templates12 = {required:{}};
let emPropParams4;
let emParamsErrors4;
for(const err80 of vErrors){
if((((((err80.keyword !== "errorMessage") && (!err80.emUsed)) && (err80.instancePath === instancePath)) && (err80.keyword in emErrors12)) && (err80.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err80.schemaPath.slice(1)))){
emPropParams4 = obj0[err80.keyword];
emParamsErrors4 = emErrors12[err80.keyword][err80.params[emPropParams4]];
if(emParamsErrors4){
emParamsErrors4.push(err80);
err80.emUsed = true;
}
}
}
for(const key12 in emErrors12){
for(const keyProp4 in emErrors12[key12]){
emParamsErrors4 = emErrors12[key12][keyProp4];
if(emParamsErrors4.length){
const tmpl4 = templates12[key12] && templates12[key12][keyProp4];
const err81 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors4},message:tmpl4 ? tmpl4() : schema54.errorMessage[key12][keyProp4],schema:schema54.errorMessage,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
const emErrs12 = [];
for(const err82 of vErrors){
if(!err82.emUsed){
emErrs12.push(err82);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["6f7a321e"] = validate26;
const schema55 = {"properties":{"type":{"const":"ipmask"}},"required":["type"],"$id":"6f7a321e"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if("ipmask" !== data0){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ipmask"},message:"must be equal to constant",schema:"ipmask",parentSchema:schema55.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

exports["-112d9251"] = validate27;
const schema56 = {"properties":{"type":{"const":"iprange"}},"required":["type"],"$id":"-112d9251"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if("iprange" !== data0){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "iprange"},message:"must be equal to constant",schema:"iprange",parentSchema:schema56.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

exports["161e3060"] = validate28;
const schema57 = {"properties":{"type":{"const":"fqdn"}},"required":["type"],"$id":"161e3060"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if("fqdn" !== data0){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fqdn"},message:"must be equal to constant",schema:"fqdn",parentSchema:schema57.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

exports["11d508f5"] = validate29;
const schema58 = {"properties":{"type":{"const":"geography"}},"required":["type"],"$id":"11d508f5"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if("geography" !== data0){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "geography"},message:"must be equal to constant",schema:"geography",parentSchema:schema58.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

exports["-3724089f"] = validate30;
const schema59 = {"const":"iprange","title":"IP Range","$id":"-3724089f"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("iprange" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "iprange"},message:"must be equal to constant",schema:"iprange",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["1a288737"] = validate31;
const schema60 = {"const":"fqdn","title":"FQDN","$id":"1a288737"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("fqdn" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "fqdn"},message:"must be equal to constant",schema:"fqdn",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-24fe1fa5"] = validate32;
const schema61 = {"const":"geography","title":"Geography","$id":"-24fe1fa5"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("geography" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "geography"},message:"must be equal to constant",schema:"geography",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
