// generated from specs/forms/obj-ip-dscp-map.schema.json and obj-ip-dscp-map.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-69d50c23"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"description":{"type":"string","title":"Description","maxLength":63,"errorMessage":{"maxLength":"Description cannot be longer than 63 characters."}},"map":{"type":"array","title":"Mappings","items":{"type":"object","required":["name","cos-queue"],"properties":{"name":{"type":"string","title":"Entry Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"cos-queue":{"type":"integer","title":"CoS Queue","minimum":0,"maximum":7,"errorMessage":{"minimum":"CoS Queue must be between 0 and 7.","maximum":"CoS Queue must be between 0 and 7.","type":"CoS Queue must be a whole number."},"default":0},"diffserv":{"type":"array","title":"DSCP Values","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"cs0","title":"CS0"},{"const":"cs1","title":"CS1"},{"const":"af11","title":"AF11"},{"const":"af12","title":"AF12"},{"const":"af13","title":"AF13"},{"const":"cs2","title":"CS2"},{"const":"af21","title":"AF21"},{"const":"af22","title":"AF22"},{"const":"af23","title":"AF23"},{"const":"cs3","title":"CS3"},{"const":"af31","title":"AF31"},{"const":"af32","title":"AF32"},{"const":"af33","title":"AF33"},{"const":"cs4","title":"CS4"},{"const":"af41","title":"AF41"},{"const":"af42","title":"AF42"},{"const":"af43","title":"AF43"},{"const":"cs5","title":"CS5"},{"const":"ef","title":"EF"},{"const":"cs6","title":"CS6"},{"const":"cs7","title":"CS7"}]}}},"errorMessage":{"required":{"name":"This field is required.","cos-queue":"This field is required."}}}}},"errorMessage":{"required":{"name":"This field is required."}},"$id":"-69d50c23"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath+"/name")) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(17)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 63){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.description.type,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[]};
const templates1 = {};
for(const err10 of vErrors){
if((((((err10.keyword !== "errorMessage") && (!err10.emUsed)) && (err10.instancePath === instancePath+"/description")) && (err10.keyword in emErrors1)) && (err10.schemaPath.indexOf("#/properties/description") === 0)) && (/^\/[^\/]*$/.test(err10.schemaPath.slice(24)))){
emErrors1[err10.keyword].push(err10);
err10.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.description.errorMessage[key1],schema:schema53.properties.description.errorMessage,parentSchema:schema53.properties.description,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
const emErrs1 = [];
for(const err12 of vErrors){
if(!err12.emUsed){
emErrs1.push(err12);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.map !== undefined){
let data2 = data.map;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.name === undefined){
const err13 = {instancePath:instancePath+"/map/" + i0,schemaPath:"#/properties/map/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.properties.map.items.required,parentSchema:schema53.properties.map.items,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3["cos-queue"] === undefined){
const err14 = {instancePath:instancePath+"/map/" + i0,schemaPath:"#/properties/map/items/required",keyword:"required",params:{missingProperty: "cos-queue"},message:"must have required property '"+"cos-queue"+"'",schema:schema53.properties.map.items.required,parentSchema:schema53.properties.map.items,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.name !== undefined){
let data4 = data3.name;
if(typeof data4 === "string"){
if(func1(data4) > 35){
const err15 = {instancePath:instancePath+"/map/" + i0+"/name",schemaPath:"#/properties/map/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.map.items.properties.name,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data4) < 1){
const err16 = {instancePath:instancePath+"/map/" + i0+"/name",schemaPath:"#/properties/map/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.map.items.properties.name,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern4.test(data4)){
const err17 = {instancePath:instancePath+"/map/" + i0+"/name",schemaPath:"#/properties/map/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.map.items.properties.name,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/map/" + i0+"/name",schemaPath:"#/properties/map/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.map.items.properties.name.type,parentSchema:schema53.properties.map.items.properties.name,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates2 = {};
for(const err19 of vErrors){
if((((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && (err19.instancePath === instancePath+"/map/" + i0+"/name")) && (err19.keyword in emErrors2)) && (err19.schemaPath.indexOf("#/properties/map/items/properties/name") === 0)) && (/^\/[^\/]*$/.test(err19.schemaPath.slice(38)))){
emErrors2[err19.keyword].push(err19);
err19.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err20 = {instancePath:instancePath+"/map/" + i0+"/name",schemaPath:"#/properties/map/items/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.map.items.properties.name.errorMessage[key2],schema:schema53.properties.map.items.properties.name.errorMessage,parentSchema:schema53.properties.map.items.properties.name,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
const emErrs2 = [];
for(const err21 of vErrors){
if(!err21.emUsed){
emErrs2.push(err21);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data3["cos-queue"] !== undefined){
let data5 = data3["cos-queue"];
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err22 = {instancePath:instancePath+"/map/" + i0+"/cos-queue",schemaPath:"#/properties/map/items/properties/cos-queue/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.map.items.properties["cos-queue"].type,parentSchema:schema53.properties.map.items.properties["cos-queue"],data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 7 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/map/" + i0+"/cos-queue",schemaPath:"#/properties/map/items/properties/cos-queue/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7",schema:7,parentSchema:schema53.properties.map.items.properties["cos-queue"],data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err24 = {instancePath:instancePath+"/map/" + i0+"/cos-queue",schemaPath:"#/properties/map/items/properties/cos-queue/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.map.items.properties["cos-queue"],data:data5};
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
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/map/" + i0+"/cos-queue")) && (err25.keyword in emErrors3)) && (err25.schemaPath.indexOf("#/properties/map/items/properties/cos-queue") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(43)))){
emErrors3[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err26 = {instancePath:instancePath+"/map/" + i0+"/cos-queue",schemaPath:"#/properties/map/items/properties/cos-queue/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties.map.items.properties["cos-queue"].errorMessage[key3],schema:schema53.properties.map.items.properties["cos-queue"].errorMessage,parentSchema:schema53.properties.map.items.properties["cos-queue"],data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
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
}
if(data3.diffserv !== undefined){
let data6 = data3.diffserv;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(typeof data7 !== "string"){
const err28 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.map.items.properties.diffserv.items.type,parentSchema:schema53.properties.map.items.properties.diffserv.items,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs18 = errors;
let valid6 = false;
let passing0 = null;
const _errs19 = errors;
if("cs0" !== data7){
const err29 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/0/const",keyword:"const",params:{allowedValue: "cs0"},message:"must be equal to constant",schema:"cs0",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0){
valid6 = true;
passing0 = 0;
}
const _errs20 = errors;
if("cs1" !== data7){
const err30 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/1/const",keyword:"const",params:{allowedValue: "cs1"},message:"must be equal to constant",schema:"cs1",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid6 = true;
passing0 = 1;
}
const _errs21 = errors;
if("af11" !== data7){
const err31 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/2/const",keyword:"const",params:{allowedValue: "af11"},message:"must be equal to constant",schema:"af11",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[2],data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs21 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid6 = true;
passing0 = 2;
}
const _errs22 = errors;
if("af12" !== data7){
const err32 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/3/const",keyword:"const",params:{allowedValue: "af12"},message:"must be equal to constant",schema:"af12",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[3],data:data7};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid6 = true;
passing0 = 3;
}
const _errs23 = errors;
if("af13" !== data7){
const err33 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/4/const",keyword:"const",params:{allowedValue: "af13"},message:"must be equal to constant",schema:"af13",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[4],data:data7};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs23 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid6 = true;
passing0 = 4;
}
const _errs24 = errors;
if("cs2" !== data7){
const err34 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/5/const",keyword:"const",params:{allowedValue: "cs2"},message:"must be equal to constant",schema:"cs2",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[5],data:data7};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs24 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid6 = true;
passing0 = 5;
}
const _errs25 = errors;
if("af21" !== data7){
const err35 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/6/const",keyword:"const",params:{allowedValue: "af21"},message:"must be equal to constant",schema:"af21",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[6],data:data7};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs25 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid6 = true;
passing0 = 6;
}
const _errs26 = errors;
if("af22" !== data7){
const err36 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/7/const",keyword:"const",params:{allowedValue: "af22"},message:"must be equal to constant",schema:"af22",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[7],data:data7};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs26 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid6 = true;
passing0 = 7;
}
const _errs27 = errors;
if("af23" !== data7){
const err37 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/8/const",keyword:"const",params:{allowedValue: "af23"},message:"must be equal to constant",schema:"af23",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[8],data:data7};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs27 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 8];
}
else {
if(_valid0){
valid6 = true;
passing0 = 8;
}
const _errs28 = errors;
if("cs3" !== data7){
const err38 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/9/const",keyword:"const",params:{allowedValue: "cs3"},message:"must be equal to constant",schema:"cs3",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[9],data:data7};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs28 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 9];
}
else {
if(_valid0){
valid6 = true;
passing0 = 9;
}
const _errs29 = errors;
if("af31" !== data7){
const err39 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/10/const",keyword:"const",params:{allowedValue: "af31"},message:"must be equal to constant",schema:"af31",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[10],data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid0 = _errs29 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 10];
}
else {
if(_valid0){
valid6 = true;
passing0 = 10;
}
const _errs30 = errors;
if("af32" !== data7){
const err40 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/11/const",keyword:"const",params:{allowedValue: "af32"},message:"must be equal to constant",schema:"af32",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[11],data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid0 = _errs30 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 11];
}
else {
if(_valid0){
valid6 = true;
passing0 = 11;
}
const _errs31 = errors;
if("af33" !== data7){
const err41 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/12/const",keyword:"const",params:{allowedValue: "af33"},message:"must be equal to constant",schema:"af33",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[12],data:data7};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid0 = _errs31 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 12];
}
else {
if(_valid0){
valid6 = true;
passing0 = 12;
}
const _errs32 = errors;
if("cs4" !== data7){
const err42 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/13/const",keyword:"const",params:{allowedValue: "cs4"},message:"must be equal to constant",schema:"cs4",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[13],data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs32 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 13];
}
else {
if(_valid0){
valid6 = true;
passing0 = 13;
}
const _errs33 = errors;
if("af41" !== data7){
const err43 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/14/const",keyword:"const",params:{allowedValue: "af41"},message:"must be equal to constant",schema:"af41",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[14],data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid0 = _errs33 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 14];
}
else {
if(_valid0){
valid6 = true;
passing0 = 14;
}
const _errs34 = errors;
if("af42" !== data7){
const err44 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/15/const",keyword:"const",params:{allowedValue: "af42"},message:"must be equal to constant",schema:"af42",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[15],data:data7};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs34 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 15];
}
else {
if(_valid0){
valid6 = true;
passing0 = 15;
}
const _errs35 = errors;
if("af43" !== data7){
const err45 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/16/const",keyword:"const",params:{allowedValue: "af43"},message:"must be equal to constant",schema:"af43",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[16],data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid0 = _errs35 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 16];
}
else {
if(_valid0){
valid6 = true;
passing0 = 16;
}
const _errs36 = errors;
if("cs5" !== data7){
const err46 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/17/const",keyword:"const",params:{allowedValue: "cs5"},message:"must be equal to constant",schema:"cs5",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[17],data:data7};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid0 = _errs36 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 17];
}
else {
if(_valid0){
valid6 = true;
passing0 = 17;
}
const _errs37 = errors;
if("ef" !== data7){
const err47 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/18/const",keyword:"const",params:{allowedValue: "ef"},message:"must be equal to constant",schema:"ef",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[18],data:data7};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid0 = _errs37 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 18];
}
else {
if(_valid0){
valid6 = true;
passing0 = 18;
}
const _errs38 = errors;
if("cs6" !== data7){
const err48 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/19/const",keyword:"const",params:{allowedValue: "cs6"},message:"must be equal to constant",schema:"cs6",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[19],data:data7};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid0 = _errs38 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 19];
}
else {
if(_valid0){
valid6 = true;
passing0 = 19;
}
const _errs39 = errors;
if("cs7" !== data7){
const err49 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf/20/const",keyword:"const",params:{allowedValue: "cs7"},message:"must be equal to constant",schema:"cs7",parentSchema:schema53.properties.map.items.properties.diffserv.items.oneOf[20],data:data7};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid0 = _errs39 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 20];
}
else {
if(_valid0){
valid6 = true;
passing0 = 20;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
if(!valid6){
const err50 = {instancePath:instancePath+"/map/" + i0+"/diffserv/" + i1,schemaPath:"#/properties/map/items/properties/diffserv/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.map.items.properties.diffserv.items.oneOf,parentSchema:schema53.properties.map.items.properties.diffserv.items,data:data7};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
let i2 = data6.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data6[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err51 = {instancePath:instancePath+"/map/" + i0+"/diffserv",schemaPath:"#/properties/map/items/properties/diffserv/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)",schema:true,parentSchema:schema53.properties.map.items.properties.diffserv,data:data6};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err52 = {instancePath:instancePath+"/map/" + i0+"/diffserv",schemaPath:"#/properties/map/items/properties/diffserv/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.map.items.properties.diffserv.type,parentSchema:schema53.properties.map.items.properties.diffserv,data:data6};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/map/" + i0,schemaPath:"#/properties/map/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties.map.items.type,parentSchema:schema53.properties.map.items,data:data3};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"required":{"name":[],"cos-queue":[]}};
const templates4 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err54 of vErrors){
if((((((err54.keyword !== "errorMessage") && (!err54.emUsed)) && (err54.instancePath === instancePath+"/map/" + i0)) && (err54.keyword in emErrors4)) && (err54.schemaPath.indexOf("#/properties/map/items") === 0)) && (/^\/[^\/]*$/.test(err54.schemaPath.slice(22)))){
emPropParams0 = obj0[err54.keyword];
emParamsErrors0 = emErrors4[err54.keyword][err54.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err54);
err54.emUsed = true;
}
}
}
for(const key4 in emErrors4){
for(const keyProp0 in emErrors4[key4]){
emParamsErrors0 = emErrors4[key4][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates4[key4] && templates4[key4][keyProp0];
const err55 = {instancePath:instancePath+"/map/" + i0,schemaPath:"#/properties/map/items/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.properties.map.items.errorMessage[key4][keyProp0],schema:schema53.properties.map.items.errorMessage,parentSchema:schema53.properties.map.items,data:data3};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err56 of vErrors){
if(!err56.emUsed){
emErrs4.push(err56);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err57 = {instancePath:instancePath+"/map",schemaPath:"#/properties/map/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.map.type,parentSchema:schema53.properties.map,data:data2};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"name":[]}};
const templates5 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err59 of vErrors){
if((((((err59.keyword !== "errorMessage") && (!err59.emUsed)) && (err59.instancePath === instancePath)) && (err59.keyword in emErrors5)) && (err59.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err59.schemaPath.slice(1)))){
emPropParams1 = obj0[err59.keyword];
emParamsErrors1 = emErrors5[err59.keyword][err59.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err59);
err59.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp1 in emErrors5[key5]){
emParamsErrors1 = emErrors5[key5][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates5[key5] && templates5[key5][keyProp1];
const err60 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key5][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err61 of vErrors){
if(!err61.emUsed){
emErrs5.push(err61);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-73d98f7d"] = validate25;
const schema54 = {"const":"cs0","title":"CS0","$id":"-73d98f7d"};

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
if("cs0" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "cs0"},message:"must be equal to constant",schema:"cs0",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-232fadbb"] = validate26;
const schema55 = {"const":"cs1","title":"CS1","$id":"-232fadbb"};

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
if("cs1" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "cs1"},message:"must be equal to constant",schema:"cs1",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.e56dd37 = validate27;
const schema56 = {"const":"af11","title":"AF11","$id":"e56dd37"};

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
if("af11" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af11"},message:"must be equal to constant",schema:"af11",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-2d173ce9"] = validate28;
const schema57 = {"const":"af12","title":"AF12","$id":"-2d173ce9"};

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
if("af12" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af12"},message:"must be equal to constant",schema:"af12",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-68855709"] = validate29;
const schema58 = {"const":"af13","title":"AF13","$id":"-68855709"};

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
if("af13" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af13"},message:"must be equal to constant",schema:"af13",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["2d7a3407"] = validate30;
const schema59 = {"const":"cs2","title":"CS2","$id":"2d7a3407"};

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
if("cs2" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "cs2"},message:"must be equal to constant",schema:"cs2",parentSchema:schema59,data};
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

exports["-23fe4ca9"] = validate31;
const schema60 = {"const":"af21","title":"AF21","$id":"-23fe4ca9"};

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
if("af21" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af21"},message:"must be equal to constant",schema:"af21",parentSchema:schema60,data};
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

exports["-5f6c66c9"] = validate32;
const schema61 = {"const":"af22","title":"AF22","$id":"-5f6c66c9"};

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
if("af22" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af22"},message:"must be equal to constant",schema:"af22",parentSchema:schema61,data};
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

exports["65257f17"] = validate33;
const schema62 = {"const":"af23","title":"AF23","$id":"65257f17"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("af23" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af23"},message:"must be equal to constant",schema:"af23",parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["7e2415c9"] = validate34;
const schema63 = {"const":"cs3","title":"CS3","$id":"7e2415c9"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("cs3" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "cs3"},message:"must be equal to constant",schema:"cs3",parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-56537689"] = validate35;
const schema64 = {"const":"af31","title":"AF31","$id":"-56537689"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("af31" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af31"},message:"must be equal to constant",schema:"af31",parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["6e3e6f57"] = validate36;
const schema65 = {"const":"af32","title":"AF32","$id":"6e3e6f57"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("af32" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af32"},message:"must be equal to constant",schema:"af32",parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["32d05537"] = validate37;
const schema66 = {"const":"af33","title":"AF33","$id":"32d05537"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("af33" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af33"},message:"must be equal to constant",schema:"af33",parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-31320875"] = validate38;
const schema67 = {"const":"cs4","title":"CS4","$id":"-31320875"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("cs4" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "cs4"},message:"must be equal to constant",schema:"cs4",parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["77575f97"] = validate39;
const schema68 = {"const":"af41","title":"AF41","$id":"77575f97"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("af41" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af41"},message:"must be equal to constant",schema:"af41",parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["3be94577"] = validate40;
const schema69 = {"const":"af42","title":"AF42","$id":"3be94577"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("af42" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af42"},message:"must be equal to constant",schema:"af42",parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["7b2b57"] = validate41;
const schema70 = {"const":"af43","title":"AF43","$id":"7b2b57"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("af43" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "af43"},message:"must be equal to constant",schema:"af43",parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["1f77d94d"] = validate42;
const schema71 = {"const":"cs5","title":"CS5","$id":"1f77d94d"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("cs5" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "cs5"},message:"must be equal to constant",schema:"cs5",parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-2087709"] = validate43;
const schema72 = {"const":"ef","title":"EF","$id":"-2087709"};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("ef" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ef"},message:"must be equal to constant",schema:"ef",parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["7021bb0f"] = validate44;
const schema73 = {"const":"cs6","title":"CS6","$id":"7021bb0f"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("cs6" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "cs6"},message:"must be equal to constant",schema:"cs6",parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-3f34632f"] = validate45;
const schema74 = {"const":"cs7","title":"CS7","$id":"-3f34632f"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("cs7" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "cs7"},message:"must be equal to constant",schema:"cs7",parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
